// A screen's rows brought in from a spreadsheet (route import): the user chooses an XLSX or CSV file and what names a
// row's record, the server checks every row as the import would write it (a dry run: nothing is written) and the
// dialog shows what would be created, updated and skipped, the records it would update by name (a row that names its
// record otherwise than the record is named first, to be confirmed before the import starts), the refused rows with
// their reasons (which download as a workbook) and which field each column fills — each can be changed, then checked
// again. Only then does the import start, as a job the list follows. The columns' fields are remembered per screen in this browser.
import '../../styles/import.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, failureMessage } from '../core/api';
import { downloadFile } from '../core/download';
import { Icon } from '../ui/icons';
import { ModalDialog } from '../ui/ModalDialog';
import type { ScreenDefinition } from '../core/screen';
import { screenPath } from '../../../contract/routes';
import { IMPORT_EXTENSIONS, WHOLE_ROW, type ExistingRows, type ImportOutcome, type UpdatedRow } from '../../../contract/import';

/** How many refused rows the dialog lists; the workbook of refused rows has them all. */
const LISTED_REFUSALS = 50;

const remembered = (screen: string): string => `aula.import.${screen}`;

/** The records a check would update, those the file names otherwise first, each with the row that updates it. */
function UpdatedRecords({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  const byRow = (a: UpdatedRow, b: UpdatedRow): number => Number(b.named !== undefined) - Number(a.named !== undefined) || a.row - b.row;
  return (
    <>
      <table className="data-table import-dialog__updated">
        <caption>{t('app.import.updates', { count: outcome.update })}</caption>
        <thead><tr><th scope="col">{t('app.import.row')}</th><th scope="col">{t('app.import.record')}</th></tr></thead>
        <tbody>
          {[...outcome.updated].sort(byRow).map((entry) => (
            <tr key={entry.row} className={entry.named === undefined ? undefined : 'is-misnamed'}>
              <td>{entry.row}</td>
              <td>
                {entry.record}
                {entry.named !== undefined && (
                  <span className="import-dialog__misnamed">{t('app.import.namedInFile', { name: entry.named })}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {outcome.update > outcome.updated.length && <p className="muted">{t('app.import.moreUpdates', { count: outcome.update - outcome.updated.length })}</p>}
    </>
  );
}

function rememberedColumns(screen: string): Record<string, string> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(remembered(screen)) ?? '{}') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored as Record<string, string> : {};
  } catch {
    return {};
  }
}

export interface ImportDialogProps {
  screen: ScreenDefinition;
  onClose: () => void;
  /** the import has started: the job to follow */
  onStarted: (job: string) => void;
}

export default function ImportDialog({ screen, onClose, onStarted }: ImportDialogProps) {
  const { t } = useTranslation();
  const ids = { file: useId(), key: useId(), state: useId(), failure: useId() };
  const imports = screen.imports!;
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(imports.keys[0] ?? '');
  const [existing, setExisting] = useState<ExistingRows>('update');
  // the workflow's state the records written are left in (a past semester's sheets: approved), or as they are
  const [state, setState] = useState('');
  const [columns, setColumns] = useState<Record<string, string>>(() => rememberedColumns(screen.name));
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [checkedAs, setCheckedAs] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'starting' | 'downloading' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // a row that names its record otherwise (a personal number under another name) is looked at before the import starts
  const [namesChecked, setNamesChecked] = useState(false);

  const labelOf = (field: string): string => t(screen.fields.find((candidate) => candidate.key === field)?.label ?? field);
  // what a check was asked with: a check answered for other choices says nothing of these
  const askedWith = (map: Readonly<Record<string, string>>): string => JSON.stringify([file?.name, file?.size, file?.lastModified, key, existing, state, map]);
  const asked = askedWith(columns);
  const current = outcome !== null && checkedAs === asked;

  const requestOf = (): FormData => {
    const form = new FormData();
    if (key) form.append('key', key);
    if (state) form.append('state', state);
    form.append('existing', existing);
    form.append('columns', JSON.stringify(columns));
    form.append('file', file!);
    return form;
  };

  const failed = (error: unknown): void => {
    const fieldErrors = error instanceof ApiError ? Object.values(error.errors ?? {}).flat() : [];
    setFailure(fieldErrors[0] ?? failureMessage(error, t('app.errors.generic')));
  };

  async function check(): Promise<void> {
    setBusy('checking');
    setFailure(null);
    try {
      const answer = await api<ImportOutcome>('POST', screenPath(screen, 'import', {}, 'dry_run=1'), requestOf());
      const chosen = { ...columns, ...Object.fromEntries(answer.columns.filter((column) => column.header !== '').map((column) => [column.header, column.field ?? ''])) };
      window.localStorage.setItem(remembered(screen.name), JSON.stringify(chosen));
      setColumns(chosen);
      setOutcome(answer);
      setNamesChecked(false);
      setCheckedAs(askedWith(chosen));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function start(): Promise<void> {
    setBusy('starting');
    setFailure(null);
    try {
      const answer = await api<{ job: { id: string } }>('POST', screenPath(screen, 'import'), requestOf());
      onStarted(answer.job.id);
    } catch (error) {
      failed(error);
      setBusy(null);
    }
  }

  async function downloadRefused(): Promise<void> {
    setBusy('downloading');
    try {
      await downloadFile(screenPath(screen, 'import', {}, 'dry_run=1&refused=xlsx'), `${screen.name}-refused.xlsx`, requestOf());
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  const writes = outcome ? outcome.create + outcome.update : 0;
  const unconfirmed = current && outcome.misnamed > 0 && !namesChecked;
  return (
    <ModalDialog title={t('app.import.title', { screen: t(screen.title) })} wide onClose={onClose}>
      <div className="modal__body import-dialog">
        <p className="muted">{t('app.import.hint')}</p>
        <div className="import-dialog__choices">
          <div>
            <label htmlFor={ids.file}>{t('app.import.file')}</label>
            <input
              id={ids.file} type="file" className="form-control" accept={IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
              aria-describedby={failure ? ids.failure : undefined}
              onChange={(event) => { setFile(event.target.files?.[0] ?? null); setOutcome(null); }}
            />
          </div>
          {imports.keys.length > 0 && (
            <div>
              <label htmlFor={ids.key}>{t('app.import.key')}</label>
              <select id={ids.key} className="form-control" value={key} onChange={(event) => setKey(event.target.value)}>
                <option value="">{t('app.import.noKey')}</option>
                {imports.keys.map((field) => <option key={field} value={field}>{labelOf(field)}</option>)}
              </select>
            </div>
          )}
          {imports.states && (
            <div>
              <label htmlFor={ids.state}>{t('app.import.state')}</label>
              <select id={ids.state} className="form-control" value={state} onChange={(event) => setState(event.target.value)}>
                <option value="">{t('app.import.stateAsIs')}</option>
                {imports.states.map((id) => <option key={id} value={id}>{t(screen.workflow?.states.find((candidate) => candidate.id === id)?.label ?? id)}</option>)}
              </select>
            </div>
          )}
          {(key || imports.cell) && (
            <fieldset className="radio-list">
              <legend>{t('app.import.existing')}</legend>
              {(['update', 'skip'] as const).map((choice) => (
                <label key={choice} className="radio-list__item">
                  <input type="radio" name="import-existing" value={choice} checked={existing === choice} onChange={() => setExisting(choice)} />
                  {t(`app.import.existing_${choice}`)}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        {failure && <p id={ids.failure} className="form-error" role="alert">{failure}</p>}

        {outcome && (
          <>
            <p role="status" className={`import-dialog__summary${current ? '' : ' is-stale'}`}>
              {current
                ? t('app.import.summary', { create: outcome.create, update: outcome.update, skip: outcome.skip, refused: outcome.refused.length })
                : t('app.import.stale')}
            </p>
            {current && outcome.updated.length > 0 && <UpdatedRecords outcome={outcome} />}
            {current && outcome.misnamed > 0 && (
              <>
                <p className="form-error" role="alert">{t('app.import.misnamed', { count: outcome.misnamed })}</p>
                <label className="import-dialog__confirm">
                  <input type="checkbox" checked={namesChecked} onChange={(event) => setNamesChecked(event.target.checked)} />
                  {t('app.import.misnamedChecked')}
                </label>
              </>
            )}
            {current && outcome.refused.length > 0 && (
              <>
                <table className="data-table import-dialog__refused">
                  <caption>{t('app.import.refused', { count: outcome.refused.length })}</caption>
                  <thead><tr><th scope="col">{t('app.import.row')}</th><th scope="col">{t('app.import.reasons')}</th></tr></thead>
                  <tbody>
                    {outcome.refused.slice(0, LISTED_REFUSALS).map((refused) => (
                      <tr key={refused.row}>
                        <td>{refused.row}</td>
                        <td>
                          <ul className="import-dialog__reasons">
                            {Object.entries(refused.errors).map(([field, messages]) => (
                              <li key={field}><strong>{field === WHOLE_ROW ? t('app.import.row') : labelOf(field)}:</strong> {messages.join(' ')}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {outcome.refused.length > LISTED_REFUSALS && <p className="muted">{t('app.import.more', { count: outcome.refused.length - LISTED_REFUSALS })}</p>}
              </>
            )}
            <h3 className="import-dialog__heading">{t('app.import.columns')}</h3>
            <table className="data-table import-dialog__columns">
              <thead><tr><th scope="col">{t('app.import.header')}</th><th scope="col">{t('app.import.field')}</th></tr></thead>
              <tbody>
                {outcome.columns.filter((column) => column.header !== '').map((column) => (
                  <tr key={column.header}>
                    <td>{column.header}</td>
                    <td>
                      <select
                        className="form-control" aria-label={t('app.import.fieldOf', { header: column.header })} value={columns[column.header] ?? ''}
                        onChange={(event) => setColumns({ ...columns, [column.header]: event.target.value })}
                      >
                        <option value="">{t('app.import.notImported')}</option>
                        {imports.fields.map((field) => <option key={field} value={field}>{labelOf(field)}</option>)}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}

        <div className="modal__foot">
          {current && outcome.refused.length > 0 && (
            <button type="button" className="button" disabled={busy !== null} onClick={() => void downloadRefused()}>
              <Icon name="download" size={16} /> {t('app.import.downloadRefused')}
            </button>
          )}
          <button type="button" className="button" onClick={onClose}>{t('app.actions.cancel')}</button>
          {current ? (
            <button type="button" className="button button--primary" disabled={busy !== null || writes === 0 || unconfirmed} onClick={() => void start()}>
              <Icon name="upload" size={16} /> {busy === 'starting' ? t('app.import.starting') : t('app.import.start', { count: writes })}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={busy !== null || !file} onClick={() => void check()}>
              {busy === 'checking' ? t('app.import.checking') : t(outcome ? 'app.import.checkAgain' : 'app.import.check')}
            </button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
