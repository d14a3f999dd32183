// A screen's recently deleted records, for whoever may delete them: each by its name, who deleted it and when, with
// a button that brings it back as it was (its values, its parts, the references to it). Read a page at a time.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../core/api';
import { usePagedEntries } from '../ui/pagedEntries';
import { useAlert } from '../ui/alerts';
import { ModalDialog } from '../ui/ModalDialog';
import { useRecordNamer } from '../format/recordNames';
import type { ColumnModel, ScreenDefinition } from '../core/screen';
import { screenPath } from '../../../contract/routes';

interface DeletedEntry {
  id: number;
  at: string;
  user_name: string | null;
  values: Record<string, unknown>;
}

export interface DeletedDialogProps {
  screen: ScreenDefinition;
  Cell: ComponentType<{ column: ColumnModel; value: unknown }>;
  onClose: () => void;
  /** a record came back: the list is read again */
  onRestored: () => void;
}

const AT: ColumnModel = { key: 'at', label: 'app.deleted.at', kind: 'datetime' };

export default function DeletedDialog({ screen, Cell, onClose, onRestored }: DeletedDialogProps) {
  const { t } = useTranslation();
  const nameOf = useRecordNamer(screen);
  const showAlert = useAlert();
  const { entries, failure: unread, read, drop, more } = usePagedEntries<DeletedEntry>(screenPath(screen, 'deleted'));
  const [failure, setFailure] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  useEffect(read, [screen]);

  const restore = async (entry: DeletedEntry): Promise<void> => {
    setRestoring(entry.id);
    setFailure(null);
    try {
      await api('POST', screenPath(screen, 'restore', { id: entry.id }));
      drop((item) => item.id !== entry.id);
      showAlert(t('app.deleted.restored'), 'success');
      onRestored();
    } catch (error) {
      setFailure(failureMessage(error, t('app.errors.generic')));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <ModalDialog title={t('app.deleted.title')} wide onClose={onClose}>
      <div className="modal__body">
        {(failure ?? unread) && <p className="form-error" role="alert">{failure ?? unread}</p>}
        {!entries && !unread && <p className="muted">{t('app.list.loading')}</p>}
        {entries?.length === 0 && <p className="muted">{t('app.deleted.empty')}</p>}
        {entries && entries.length > 0 && (
          <table className="data-table deleted-table">
            <thead>
              <tr>
                <th scope="col">{t('app.deleted.record')}</th>
                <th scope="col">{t('app.deleted.by')}</th>
                <th scope="col">{t('app.deleted.at')}</th>
                <th scope="col"><span className="visually-hidden">{t('app.deleted.restore')}</span></th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const name = nameOf(entry.values) ?? `#${entry.id}`;
                return (
                  <tr key={entry.id}>
                    <td className="cell--title" data-label={t('app.deleted.record')}>{name}</td>
                    <td data-label={t('app.deleted.by')}>{entry.user_name ?? t('app.history.system')}</td>
                    <td data-label={t('app.deleted.at')}><Cell column={AT} value={entry.at} /></td>
                    <td className="cell--actions">
                      <button type="button" className="button button--small" disabled={restoring !== null}
                        aria-label={`${t('app.deleted.restore')}: ${name}`} onClick={() => void restore(entry)}>
                        {t('app.deleted.restore')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {more}
        <div className="modal__foot">
          <button type="button" className="button" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
