// A list's sort as one choice, for a phone: its rows are cards there, with no column headers to click. Each column
// that sorts, in either direction; the list's own sort (its screen's default) when the address names none.
import { useTranslation } from 'react-i18next';
import type { ColumnModel } from '../core/screen';

export function SortSelect({ id, columns, sort, onSort }: {
  id: string;
  /** the columns shown, in their order: those with a sort key are offered */
  columns: readonly ColumnModel[];
  /** the sort the list is read in: a key, `-` before it for descending */
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((column): column is ColumnModel & { sort: string } => column.sort !== undefined);
  if (sortable.length === 0) return null;
  return (
    <div className="list-sort">
      <label htmlFor={id}>{t('app.list.sortBy')}</label>
      <select id={id} className="form-control" value={sort ?? ''} onChange={(event) => onSort(event.target.value)}>
        {sort === undefined && <option value="" disabled>—</option>}
        {sortable.flatMap((column) => [
          <option key={column.sort} value={column.sort}>{t('app.list.ascending', { column: t(column.label) })}</option>,
          <option key={`-${column.sort}`} value={`-${column.sort}`}>{t('app.list.descending', { column: t(column.label) })}</option>,
        ])}
      </select>
    </div>
  );
}
