// The signed-in person's own record above a list of theirs (screen key summary): a student's GPA, credits earned and
// academic standing above their subjects, each figure under its label and drawn as the list draws a field of its
// kind, as the server read them for that person.
import { useTranslation } from 'react-i18next';
import { fieldColumn } from '../format/fieldColumn';
import { Cell } from './Cell';
import type { SummaryItem } from '../core/useScreenList';

export function ListSummary({ items }: { items: readonly SummaryItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <dl className="list-summary">
      {items.map((item) => (
        <div key={item.key} className="list-summary__item">
          <dt>{t(item.label)}</dt>
          <dd>{item.value === null ? '—' : <Cell column={fieldColumn(item)} value={item.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
