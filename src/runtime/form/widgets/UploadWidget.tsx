// A form widget of the generated uiSchemas (upload): a file field, its current file and the one chosen.
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageUrl } from '../../format/values';
import { uploadLimitBytes } from '../uploads';
import { megabytes } from '../../../../contract/uploads';
import { fieldName, FormStateContext, type FieldWidgetProps } from './shared';

/** What the file chooser offers for each kind of file field; the server judges the content. */
const ACCEPTED: Readonly<Record<string, string>> = {
  image: 'image/*',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.odt,.txt,image/*',
  table: '.xlsx,.csv',
};

/** A file field: the current or newly chosen file (a preview for images, a link for documents), Replace and Remove. */
export function UploadWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, required, disabled, readonly, options, onChange, rawErrors } = props;
  const state = useContext(FormStateContext);
  const input = useRef<HTMLInputElement>(null);
  const name = fieldName(props);
  const chosen = state.file(name);
  const isImage = options.accept === 'image';
  const preview = useMemo(() => (chosen && isImage ? URL.createObjectURL(chosen) : undefined), [chosen, isImage]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const stored = !chosen && typeof value === 'string' && value ? storageUrl(value) : undefined;
  const shown = preview ?? (isImage ? stored : undefined);
  const locked = disabled || readonly;
  const hasFile = chosen !== undefined || stored !== undefined;
  // a file larger than the server takes is refused here, before it is sent, and said at the field
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const refusalId = `${id}-size`;

  const choose = (file: File | undefined): void => {
    const limit = uploadLimitBytes();
    if (file && file.size > limit) {
      if (input.current) input.current.value = '';
      setTooLarge(t('validation.file_too_large', { size: megabytes(file.size), limit: megabytes(limit) }));
      return;
    }
    setTooLarge(null);
    state.setFile(name, file);
    onChange(file ? file.name : undefined);
  };
  const remove = (): void => {
    if (input.current) input.current.value = '';
    choose(undefined);
  };

  return (
    <div className={`upload${isImage ? ' upload--image' : ''}`}>
      {isImage && (shown ? <img className="upload__preview" src={shown} alt="" /> : <span className="upload__preview upload__preview--empty" aria-hidden="true" />)}
      <div className="upload__body">
        {chosen && <span className="upload__name">{chosen.name}</span>}
        {stored && !isImage && (
          <a href={stored} download target="_blank" rel="noreferrer">{t('app.form.currentFile')}</a>
        )}
        <input
          ref={input}
          id={id}
          className="upload__input"
          type="file"
          accept={ACCEPTED[String(options.accept)] ?? ACCEPTED.document}
          required={required && !value}
          disabled={locked}
          aria-invalid={tooLarge !== null || (rawErrors && rawErrors.length > 0) ? true : undefined}
          aria-describedby={tooLarge === null ? undefined : refusalId}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className="upload__actions">
          <button type="button" className="button" disabled={locked} onClick={() => input.current?.click()}>
            {t(hasFile ? 'app.form.replace' : 'app.form.chooseFile')}
          </button>
          {hasFile && (
            <button type="button" className="button" disabled={locked} onClick={remove}>{t('app.form.remove')}</button>
          )}
        </div>
        {tooLarge !== null && <p id={refusalId} className="upload__refusal" role="alert">{tooLarge}</p>}
      </div>
    </div>
  );
}
