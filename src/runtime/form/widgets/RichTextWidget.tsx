// A form widget of the generated uiSchemas (richtext): a formatted text under its toolbar.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import type { FieldWidgetProps } from './shared';

/** The formatting a formatted text offers (what the server keeps), each an editing command of the browser. */
const FORMATTING: readonly { name: string; glyph: string; command: string; value?: string }[] = [
  { name: 'bold', glyph: 'B', command: 'bold' },
  { name: 'italic', glyph: 'I', command: 'italic' },
  { name: 'heading', glyph: 'H', command: 'formatBlock', value: 'h3' },
  { name: 'paragraph', glyph: '¶', command: 'formatBlock', value: 'p' },
  { name: 'bullets', glyph: '•', command: 'insertUnorderedList' },
  { name: 'numbers', glyph: '1.', command: 'insertOrderedList' },
  { name: 'quote', glyph: '“', command: 'formatBlock', value: 'blockquote' },
  { name: 'clear', glyph: '⌫', command: 'removeFormat' },
];

/**
 * A formatted text (field kind richtext): an editable area under a toolbar of the formatting the server keeps; the
 * value is the area's HTML, which the server cleans before storing. Ctrl+B and Ctrl+I work as in any editor.
 */
export function RichTextWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // the area is written from the value only when they differ, so typing keeps its caret
  useEffect(() => {
    const element = area.current;
    const html = typeof value === 'string' ? value : '';
    if (element && element.innerHTML !== html) element.innerHTML = html;
  }, [value]);
  const changed = (): void => onChange(area.current?.innerHTML || undefined);
  const apply = (command: string, argument?: string): void => {
    area.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    changed();
  };
  const link = (): void => {
    const address = window.prompt(t('app.form.richtext.linkPrompt'), 'https://');
    if (address && /^(https?:\/\/|mailto:)/i.test(address.trim())) apply('createLink', address.trim());
  };
  const editable = !disabled && !readonly;
  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('app.form.richtext.toolbar')} aria-controls={id}>
        {FORMATTING.map((item) => (
          <button key={item.name} type="button" className={`rich-text-editor__button rich-text-editor__button--${item.name}`} disabled={!editable}
            aria-label={t(`app.form.richtext.${item.name}`)} title={t(`app.form.richtext.${item.name}`)}
            onMouseDown={(event) => event.preventDefault()} onClick={() => apply(item.command, item.value)}>
            {/* drawn, not written: a glyph of text (1.) would be a visible label the button's name does not contain */}
            <span className="rich-text-editor__glyph" data-glyph={item.glyph} aria-hidden="true" />
          </button>
        ))}
        <button type="button" className="rich-text-editor__button" disabled={!editable} aria-label={t('app.form.richtext.link')} title={t('app.form.richtext.link')}
          onMouseDown={(event) => event.preventDefault()} onClick={link}>
          <Icon name="link" size={14} />
        </button>
      </div>
      <div
        ref={area}
        id={id}
        className="form-control rich-text rich-text-editor__area"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-disabled={!editable || undefined}
        contentEditable={editable}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={changed}
        onBlur={() => onBlur(id, area.current?.innerHTML)}
        onFocus={() => onFocus(id, area.current?.innerHTML)}
      />
    </div>
  );
}
