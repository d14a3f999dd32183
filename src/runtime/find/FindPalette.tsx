// Find anyone's palette: a native modal <dialog> (the page behind inert, focus kept inside and given back on close)
// holding a combobox and its listbox of results grouped by screen. The text field keeps focus; the arrows move the
// active option (aria-activedescendant), Enter opens it, Escape closes. Loaded when first opened (src/runtime/find/FindButton.tsx).
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FIND_TEXT_MAX } from '../../../contract/find';
import { Icon } from '../ui/icons';
import { onOwnCancel, useModalDialog } from '../ui/modal';
import { useFindPalette, type FindOption } from './useFindPalette';

export interface FindPaletteProps {
  permissions: readonly string[];
  onClose: () => void;
}

export default function FindPalette({ permissions, onClose }: FindPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useModalDialog();
  const base = useId();
  const listId = `${base}-list`;
  const optionId = (option: FindOption) => `${base}-${option.id}`;
  const openPath = (path: string): void => {
    onClose();
    navigate(path);
  };
  const palette = useFindPalette(permissions, openPath);
  const { groups, options, active, text } = palette;

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const typed = text.trim();
  const expanded = options.length > 0;
  const status = typed === '' ? ''
    : palette.searching ? t('app.find.searching')
      : expanded ? t('app.find.count', { count: options.length })
        : t('app.find.none', { text: typed });
  return (
    <dialog
      ref={dialog}
      className="find-dialog"
      aria-label={t('app.find.title')}
      onCancel={onOwnCancel(onClose)}
      onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}
    >
      <div className="find-palette">
        <div className="find-palette__field">
          <Icon name="search" size={18} />
          <input
            type="text"
            role="combobox"
            className="find-palette__input"
            aria-label={t('app.find.label')}
            aria-expanded={expanded}
            aria-autocomplete="list"
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active ? optionId(active) : undefined}
            placeholder={t('app.find.placeholder')}
            maxLength={FIND_TEXT_MAX}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={text}
            onChange={(event) => palette.setText(event.target.value)}
            onKeyDown={palette.onKeyDown}
          />
          <button type="button" className="icon-button" aria-label={t('app.actions.close')} onClick={onClose}><Icon name="close" /></button>
        </div>
        {expanded && (
          <div id={listId} role="listbox" className="find-palette__list" aria-label={t('app.find.results')}>
            {groups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`${base}-group-${group.id}`} className="find-palette__group">
                <div id={`${base}-group-${group.id}`} role="presentation" className="find-palette__heading">{group.label}</div>
                {group.options.map((option) => (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option === active}
                    className={`find-palette__option${option === active ? ' is-active' : ''}${option.all ? ' find-palette__option--all' : ''}`}
                    onMouseMove={() => { if (option !== active) palette.setActive(option); }}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openPath(option.path)}
                  >
                    <span className="find-palette__title">{option.title}</span>
                    {option.subtitle && <span className="find-palette__subtitle">{option.subtitle}</span>}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
        {!expanded && <p className="find-palette__hint">{typed === '' ? t('app.find.hint') : status}</p>}
        {palette.failed && <p className="find-palette__hint find-palette__hint--failed">{t('app.find.failed')}</p>}
        <div role="status" className="visually-hidden">{status}</div>
        <div className="find-palette__keys" aria-hidden="true">
          <span><kbd>↑</kbd> <kbd>↓</kbd> {t('app.find.move')}</span>
          <span><kbd>Enter</kbd> {t('app.find.choose')}</span>
          <span><kbd>Esc</kbd> {t('app.find.close')}</span>
        </div>
      </div>
    </dialog>
  );
}
