// A record's history in its detail: who added, changed, deleted or restored it (or gave or erased a person's data)
// and when, and each changed field's value before and after, drawn as the list draws it (a secret only as changed,
// a file as one).
// Read a page at a time when the section is opened, so a detail costs nothing more.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnModel, ScreenDefinition } from '../core/screen';
import { fieldColumn } from '../format/fieldColumn';
import { usePagedEntries } from '../ui/pagedEntries';
import { IMPORTED_FROM, WORKFLOW_REASON } from '../../../contract/constants';

type Change = { from: unknown; to: unknown } | { secret: true };

interface HistoryEntry {
  action: 'create' | 'update' | 'delete' | 'restore' | 'export' | 'erase';
  at: string;
  user_name: string | null;
  changes: Record<string, Change>;
}

export interface RecordHistoryProps {
  screen: ScreenDefinition;
  Cell: ComponentType<{ column: ColumnModel; value: unknown }>;
  /** the record's path under the API (/finance-statement/12) */
  path: string;
  /** changes when the record was saved, so an open history is read again */
  version: number;
}

const AT: ColumnModel = { key: 'at', label: 'app.history.at', kind: 'datetime' };

export function RecordHistory({ screen, Cell, path, version }: RecordHistoryProps) {
  const { t } = useTranslation();
  const { entries, failure, read: readFirst, more } = usePagedEntries<HistoryEntry>(`${path}/history`);
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState<string | null>(null);
  const key = `${path}#${version}`;
  // read once opened, and again while it is open whenever the record changes (saved, moved by its workflow)
  useEffect(() => {
    if (!open || read === key) return;
    setRead(key);
    readFirst();
  }, [open, key, read, readFirst]);

  // a change of what is no field (a workflow's state, which a column may show) is drawn as its column draws it
  const value = (key: string, content: unknown) => {
    const field = screen.fields.find((candidate) => candidate.key === key);
    const column = field ? fieldColumn(field) : screen.columns.find((candidate) => candidate.key === key);
    if (content === null || content === undefined || content === '') return <span className="muted">—</span>;
    if (field?.kind === 'repeat') return t('app.history.parts', { count: Array.isArray(content) ? content.length : 0 });
    // a file is said, not shown: one replaced since is no longer stored (server/files/removals.ts), and the record's
    // own is in its detail
    if (field?.kind === 'file') return t('app.history.file');
    return column ? <Cell column={column} value={content} /> : String(content);
  };
  const labelOf = (key: string): string => screen.fields.find((candidate) => candidate.key === key)?.label
    ?? screen.columns.find((candidate) => candidate.key === key)?.label
    ?? (key === WORKFLOW_REASON ? 'app.history.reason' : key === IMPORTED_FROM ? 'app.history.importedFrom' : `fields.${key}`);
  // the file a record was written from by an import is said of its creation too, whose values are not listed
  const importedFrom = (entry: HistoryEntry): string | undefined => {
    const change = entry.changes[IMPORTED_FROM];
    return change && 'to' in change ? String(change.to) : undefined;
  };

  return (
    <details className="record-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('app.history.title')}</summary>
      {failure && <p className="form-error" role="alert">{failure}</p>}
      {!entries && !failure && <p className="muted">{t('app.list.loading')}</p>}
      {entries?.length === 0 && <p className="muted">{t('app.history.empty')}</p>}
      {entries && entries.length > 0 && (
        <ol className="record-history__entries">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p className="record-history__head">
                <strong>{t(`app.history.${entry.action}`)}</strong>
                <span><Cell column={AT} value={entry.at} /></span>
                <span className="record-history__who">{entry.user_name ?? t('app.history.system')}</span>
              </p>
              {entry.action === 'create' && importedFrom(entry) && (
                <p className="record-history__note">{t('app.history.importedFrom')}: {importedFrom(entry)}</p>
              )}
              {(entry.action === 'update' || entry.action === 'erase') && (
                <dl className="record-history__changes">
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <div key={field}>
                      <dt>{t(labelOf(field))}</dt>
                      {'secret' in change
                        ? <dd>{t('app.history.secret')}</dd>
                        : <dd>{value(field, change.from)} <span aria-label={t('app.history.became')}>→</span> {value(field, change.to)}</dd>}
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      {more}
    </details>
  );
}
