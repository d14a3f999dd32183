// Fields set on many rows at once (screen key bulkEdit, the selection's Edit action): each row read, checked and
// written on its own, as its own edit is (the screen's schema, rules, constraints and hooks, in a transaction of its
// own), with the version the list showed when it names one (a row changed since is skipped, and said so), and each
// change kept in the row's history. A row refused says why; the others are written.
import type { ServerScreen } from '../../contract/model';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../core/context';
import { HttpError, ValidationFailed } from '../core/errors';
import type { Translator } from '../core/i18n';
import type { RowOutcome } from './operations';
import { StaleVersion, updateRow } from './records';
import type { TableSource } from './table-source';

/** The values an edit of many rows sets: the screen's bulkEdit fields that were filled; none filled is refused. */
export function bulkValues(screen: Pick<ServerScreen, 'actions'>, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const keys = new Set((screen.actions.find((action) => action.run === 'editRows')?.fields ?? []).map((field) => field.key));
  const chosen = Object.fromEntries(Object.entries(values).filter(([key, value]) => keys.has(key) && value !== null && value !== undefined && value !== ''));
  if (Object.keys(chosen).length === 0) throw new HttpError(422, 'server.bulk.no_field');
  return chosen;
}

/** Why a row was not written, in the user's language: each refused field with its label, or the refusal's sentence. */
function refusalOf(t: Translator, screen: ServerScreen, error: HttpError): string {
  if (error instanceof StaleVersion) return t.t('server.rows.changed');
  if (error instanceof ValidationFailed) {
    const label = (key: string): string => t.t(screen.fields.find((field) => field.key === key)?.label ?? key);
    return Object.entries(error.fieldErrors).map(([key, messages]) => `${label(key)}: ${messages.map((m) => t.t(m.key, m.params)).join(' ')}`).join('; ');
  }
  return t.t(error.messageKey, error.params);
}

export async function editEachRow(
  ctx: AppContext, actor: SessionUser, t: Translator, screen: ServerScreen, source: TableSource, ids: readonly number[],
  values: Readonly<Record<string, unknown>>, versions: ReadonlyMap<number, string>, progress?: (fraction: number) => void,
): Promise<RowOutcome[]> {
  const results: RowOutcome[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await updateRow(ctx, actor, screen, source, id, { values: { ...values }, files: [], multipart: false }, versions.get(id));
      results.push({ id, status: 'changed' });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      results.push({ id, status: 'refused', reason: refusalOf(t, screen, error) });
    }
    if (progress && index % 100 === 99) progress((index + 1) / ids.length);
  }
  return results;
}
