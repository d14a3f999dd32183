// A screen's recently deleted records, for whoever may delete them: each by its name, who deleted it and when, with
// a button that brings it back as it was (its values, its parts, the references to it). Read a page at a time.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../api';
import { useAlert } from '../alerts';
import { ModalDialog } from '../ModalDialog';
import { recordName } from '../titles';
import type { ColumnDefinition, ScreenDefinition } from '../screen';
import { HISTORY_PAGE } from '../../../contract/constants';

interface DeletedEntry {
  id: number;
  at: string;
  user_name: string | null;
  values: Record<string, unknown>;
}

export interface DeletedDialogProps {
  screen: ScreenDefinition;
  Cell: ComponentType<{ column: ColumnDefinition; value: unknown }>;
  onClose: () => void;
  /** a record came back: the list is read again */
  onRestored: () => void;
}

const AT: ColumnDefinition = { key: 'at', label: 'app.list.deleted.at', kind: 'datetime' };

export default function DeletedDialog({ screen, Cell, onClose, onRestored }: DeletedDialogProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [entries, setEntries] = useState<DeletedEntry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  const readPage = (page: number, before: readonly DeletedEntry[]): void => {
    api<{ data: DeletedEntry[]; total: number }>('GET', `${screen.endpoint}/deleted?page=${page}`).then(
      (answer) => { setEntries([...before, ...answer.data]); setTotal(answer.total); },
      (error: unknown) => setFailure(failureMessage(error, t('app.errors.generic'))),
    );
  };
  useEffect(() => { readPage(1, []); }, [screen]);

  const restore = async (entry: DeletedEntry): Promise<void> => {
    setRestoring(entry.id);
    setFailure(null);
    try {
      await api('POST', `${screen.endpoint}/${entry.id}/restore`);
      setEntries((current) => (current ?? []).filter((item) => item.id !== entry.id));
      setTotal((count) => count - 1);
      showAlert(t('app.list.deleted.restored'), 'success');
      onRestored();
    } catch (error) {
      setFailure(failureMessage(error, t('app.errors.generic')));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <ModalDialog title={t('app.list.deleted.title')} wide onClose={onClose}>
      <div className="modal__body">
        {failure && <p className="form-error" role="alert">{failure}</p>}
        {!entries && !failure && <p className="muted">{t('app.list.loading')}</p>}
        {entries?.length === 0 && <p className="muted">{t('app.list.deleted.empty')}</p>}
        {entries && entries.length > 0 && (
          <table className="data-table deleted-table">
            <thead>
              <tr>
                <th scope="col">{t('app.list.deleted.record')}</th>
                <th scope="col">{t('app.list.deleted.by')}</th>
                <th scope="col">{t('app.list.deleted.at')}</th>
                <th scope="col"><span className="visually-hidden">{t('app.list.deleted.restore')}</span></th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const name = recordName(screen, entry.values) ?? `#${entry.id}`;
                return (
                  <tr key={entry.id}>
                    <td className="cell--title" data-label={t('app.list.deleted.record')}>{name}</td>
                    <td data-label={t('app.list.deleted.by')}>{entry.user_name ?? t('app.history.system')}</td>
                    <td data-label={t('app.list.deleted.at')}><Cell column={AT} value={entry.at} /></td>
                    <td className="cell--actions">
                      <button type="button" className="button button--small" disabled={restoring !== null}
                        aria-label={`${t('app.list.deleted.restore')}: ${name}`} onClick={() => void restore(entry)}>
                        {t('app.list.deleted.restore')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {entries && entries.length < total && (
          <button type="button" className="button button--small" onClick={() => readPage(Math.floor(entries.length / HISTORY_PAGE) + 1, entries)}>
            {t('app.history.more')}
          </button>
        )}
      </div>
      <div className="modal__foot">
        <button type="button" className="button" onClick={onClose}>{t('app.actions.close')}</button>
      </div>
    </ModalDialog>
  );
}
