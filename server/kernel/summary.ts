// A list's summary (screen key summary): fields of the signed-in person's own record shown above the list (a
// student's GPA, credits earned and academic standing above their subjects), read for that person alone: the record
// their account belongs to, never one the query names.
import type { ServerScreen } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import { AREA_RECORD_TABLE } from '../../contract/constants';
import type { AppContext } from './context';
import type { Language } from '../core/i18n';
import type { SessionUser } from '../core/user';
import { lookupRows } from './lookups';
import { labelIn } from '../../contract/labels';

/** One figure of a summary: its label's key, how it reads (a lookup's option already named in the user's language) and its value. */
export interface SummaryItem {
  key: string;
  label: string;
  kind: FieldKind;
  value: string | number | boolean | null;
}

const NUMERIC: ReadonlySet<FieldKind> = new Set(['integer', 'decimal', 'money']);

/** The summary of the screen for the user: its fields of their record (none without a record of that kind). */
export async function readSummary(ctx: AppContext, screen: ServerScreen, user: SessionUser, language: Language): Promise<SummaryItem[] | undefined> {
  const summary = screen.summary;
  if (!summary) return undefined;
  const id = summary.table === AREA_RECORD_TABLE.lecturer ? user.lecturer_id : user.student_id;
  if (id === null) return [];
  const [row] = await ctx.db.query(`SELECT ${summary.fields.map((field) => field.key).join(', ')} FROM ${summary.table} WHERE id = $1`, [id]);
  return Promise.all(summary.fields.map(async (field): Promise<SummaryItem> => {
    const value = row?.[field.key] ?? null;
    // a lookup's option is answered by its name, a text
    const shown = { key: field.key, label: field.label, kind: field.lookup ? 'text' as const : field.kind };
    if (value === null) return { ...shown, value: null };
    if (field.lookup) {
      const [option] = await lookupRows(ctx.db, ctx.locales, ctx.registry.lookups[field.lookup], { ids: [Number(value)] });
      return { ...shown, value: option ? labelIn(option, language) : null };
    }
    return { ...shown, value: NUMERIC.has(field.kind) ? Number(value) : String(value) };
  }));
}
