// What a save found when someone else had changed the record since the form was opened (412): field by field, what
// they changed it to beside what this form holds, and the two ways on: take theirs (the form shows the record as it
// is now), or save this form over theirs. Nothing typed is lost until the user chooses.
import { useTranslation } from 'react-i18next';
import { Cell } from '../ui/Cell';
import { fieldColumn } from '../format/fieldColumn';
import type { ScreenDefinition } from '../core/screen';

type Data = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ConflictNoticeProps {
  screen: ScreenDefinition;
  /** the record as the form first had it */
  started: Data;
  /** the record as it is now, with the other person's changes */
  theirs: Data;
  /** what the form holds */
  yours: Data;
  onTakeTheirs: () => void;
  onSaveOver: () => void;
}

export function ConflictNotice({ screen, started, theirs, yours, onTakeTheirs, onSaveOver }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const changed = screen.fields.filter((field) => field.key in theirs && !same(theirs[field.key], started[field.key]));
  const shown = (field: (typeof changed)[number], value: unknown) => (value === null || value === undefined || value === ''
    ? <span className="muted">—</span>
    : <Cell column={fieldColumn(field)} value={value} />);
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-title">
      <h3 id="conflict-title">{t('app.form.conflict.title')}</h3>
      <p>{t('app.form.conflict.text')}</p>
      {changed.length > 0 && (
        <table className="conflict__fields">
          <thead>
            <tr><th scope="col">{t('app.form.conflict.field')}</th><th scope="col">{t('app.form.conflict.theirs')}</th><th scope="col">{t('app.form.conflict.yours')}</th></tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field.key}>
                <th scope="row">{t(field.label)}</th>
                <td>{shown(field, theirs[field.key])}</td>
                <td>{shown(field, yours[field.key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="conflict__actions">
        <button type="button" className="button" onClick={onTakeTheirs}>{t('app.form.conflict.takeTheirs')}</button>
        <button type="button" className="button button--danger" onClick={onSaveOver}>{t('app.form.conflict.saveOver')}</button>
      </div>
    </section>
  );
}
