// The signed-in person's own record above a list of theirs (screen key summary): a student's GPA, credits earned and
// academic standing above their subjects, each figure under its label and drawn as the list draws a field of its
// kind, as the server read them for that person.
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '../../../contract/dsl';
import { fieldColumn } from '../detail/fieldColumn';
import { Cell } from './Cell';

/** One figure, as the list's answer gives it (a lookup's option already named). */
export interface SummaryItem {
  key: string;
  label: string;
  kind: FieldKind;
  value: string | number | boolean | null;
}

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
