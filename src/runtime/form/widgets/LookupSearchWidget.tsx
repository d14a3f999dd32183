// A form widget of the generated uiSchemas (lookupSearch): a lookup too long to list, searched as one types.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../core/lookups';
import { api } from '../../core/api';
import type { LookupOption } from '../../../../contract/dsl';
import { apiPath } from '../../../../contract/api-routes';
import { typed, type FieldWidgetProps } from './shared';

/** How long typing rests before its options are asked for. */
const SEARCH_DELAY_MS = 200;

/**
 * A lookup too long to list whole (lookups.yaml search: every student): a box one types into, whose options (those
 * starting so, 50 at a time) are asked of the server, chosen by arrow keys and Enter or by the mouse; the chosen
 * option's label is read by its id. An ARIA combobox over a listbox.
 */
export function LookupSearchWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { id, value, required, disabled, readonly, options, onChange, onBlur, rawErrors } = props;
  const name = encodeURIComponent(String(options.lookup));
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<readonly LookupOption[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const listId = `${id}-options`;
  const held = value === undefined || value === null || value === '' ? null : String(value);

  // the chosen option's label, read by its id (an edited record's student)
  useEffect(() => {
    if (held === null) {
      setChosen(null);
      return undefined;
    }
    let current = true;
    api<{ data: LookupOption[] }>('GET', apiPath('lookup', { name }, `ids=${encodeURIComponent(held)}`))
      .then((answer) => { if (current) setChosen(answer.data[0] ?? null); }, () => undefined);
    return () => { current = false; };
  }, [held, name]);

  // the options that start with what is typed, asked once the typing rests
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      api<{ data: LookupOption[] }>('GET', apiPath('lookup', { name }, `search=${encodeURIComponent(text)}`))
        .then((answer) => {
          if (!current) return;
          setFound(answer.data);
          setActive(answer.data.length > 0 ? 0 : -1);
        }, () => undefined);
    }, SEARCH_DELAY_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [text, open, name]);

  const choose = (option: LookupOption): void => {
    setChosen(option);
    setOpen(false);
    onChange(typed(props, String(option.id)));
  };
  const openList = (): void => {
    setText('');
    setOpen(true);
  };

  return (
    <div className="combobox">
      <input
        id={id}
        type="text"
        className="form-control"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        required={required}
        disabled={disabled || readonly}
        placeholder={t('app.form.typeToSearch')}
        value={open ? text : chosen ? label(chosen) : ''}
        // an empty box offers its options at once; a chosen one (a record edited) keeps its choice until clicked or typed in
        onFocus={() => { if (held === null) openList(); }}
        onClick={() => { if (!open) openList(); }}
        onChange={(event) => { setText(event.target.value); setOpen(true); }}
        onBlur={(event) => {
          onBlur(id, value);
          const pressed = event.relatedTarget;
          if (!(pressed instanceof HTMLButtonElement)) {
            setOpen(false);
            return;
          }
          // in a dialog the options take room in the form (form.css): a button pressed under them (Save) must not move
          // from under the pointer before its click, so they make way once it is clicked or left
          const close = (): void => {
            setOpen(false);
            pressed.removeEventListener('blur', close);
            document.removeEventListener('click', close);
          };
          pressed.addEventListener('blur', close);
          document.addEventListener('click', close);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (found.length === 0 ? -1 : (current + step + found.length) % found.length));
          } else if (event.key === 'Enter' && open && active >= 0 && found[active]) {
            event.preventDefault();
            choose(found[active]);
          } else if (event.key === 'Escape' && open) {
            // the list closes, not the dialog the form is in
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open && (
        <ul id={listId} role="listbox" className="combobox__list" aria-label={t('app.form.typeToSearch')}>
          {found.length === 0
            ? <li className="combobox__empty" role="presentation">{t('app.form.noMatch')}</li>
            : found.map((option, index) => (
              <li
                key={String(option.id)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                // chosen on the press, before the box loses the focus and closes the list
                onMouseDown={(event) => { event.preventDefault(); choose(option); }}
              >
                {label(option)}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
