// Server paging (SPEC section 9: the page size is the server's per_page).
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** Page numbers around the current one, with the first and last always shown; 0 marks a gap. */
export function pageWindow(current: number, last: number): number[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [0, page] : [page]));
}

export function Pagination({ current, last, total, estimated = false, onPage }: {
  current: number; last: number; total: number; estimated?: boolean; onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pagination" aria-label={t('app.list.pages')}>
      <span className="muted">{t(estimated ? 'app.list.totalAbout' : 'app.list.total', { count: total })}</span>
      {last > 1 && (
        <div className="pagination__pages">
          <button type="button" className="icon-button" disabled={current <= 1} aria-label={t('app.list.previous')} onClick={() => onPage(current - 1)}>
            <Icon name="chevron-left" size={16} />
          </button>
          {pageWindow(current, last).map((page, index) =>
            page === 0 ? (
              <span key={`gap-${index}`} className="pagination__gap">…</span>
            ) : (
              <button key={page} type="button" className={page === current ? 'is-current' : undefined} aria-current={page === current ? 'page' : undefined} onClick={() => onPage(page)}>
                {page}
              </button>
            ),
          )}
          <button type="button" className="icon-button" disabled={current >= last} aria-label={t('app.list.next')} onClick={() => onPage(current + 1)}>
            <Icon name="chevron-right" size={16} />
          </button>
        </div>
      )}
    </nav>
  );
}
