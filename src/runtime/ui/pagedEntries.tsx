// A list read a page at a time from the API ({data, total}, HISTORY_PAGE a page), with "Show more" under it while
// there is more: a record's history, a screen's recently deleted records.
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../core/api';
import { HISTORY_PAGE } from '../../../contract/constants';

export interface PagedEntries<T> {
  /** null until the first page is read */
  entries: T[] | null;
  /** why the last read failed, in the user's language */
  failure: string | null;
  /** reads the first page again, from `path` (its query gets ?page=) */
  read: () => void;
  /** takes one entry out of what is shown (one that was acted on) */
  drop: (keep: (entry: T) => boolean) => void;
  /** the "Show more" button, while more entries than those shown exist */
  more: ReactElement | null;
}

export function usePagedEntries<T>(path: string): PagedEntries<T> {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const readPage = (page: number, before: readonly T[]): void => {
    setFailure(null);
    api<{ data: T[]; total: number }>('GET', `${path}?page=${page}`).then(
      (answer) => { setEntries([...before, ...answer.data]); setTotal(answer.total); },
      (error: unknown) => setFailure(failureMessage(error, t('app.errors.generic'))),
    );
  };

  return {
    entries,
    failure,
    read: () => readPage(1, []),
    drop: (keep) => {
      setEntries((current) => (current ?? []).filter(keep));
      setTotal((count) => count - 1);
    },
    more: entries && entries.length < total ? (
      <button type="button" className="button button--small" onClick={() => readPage(Math.floor(entries.length / HISTORY_PAGE) + 1, entries)}>
        {t('app.history.more')}
      </button>
    ) : null,
  };
}
