// Fields set on many rows at once (screen key bulkEdit, the selection's Edit action): each row locked and checked as
// its own edit is (the screen's schema, rules, constraints and hooks), with the version the list showed when it names
// one (a row changed since is skipped, and said so), and each change kept in the row's history. A row refused says
// why; one that holds the values already is left as it is and counted apart; the others are written, a few hundred in
// a transaction, with one statement for all of them, or, where the database refuses that statement, each on its own.
import type { ServerScreen } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import type { SessionUser } from '../core/user';
import type { AppContext } from './context';
import { HttpError, isRefusal, ValidationFailed } from '../core/errors';
import type { Translator } from '../core/i18n';
import type { RowOutcome } from './operations';
import type { Queryable, Row } from '../db/database';
import { afterTableWrite, namesParts, refusedIn, updateInWrite, updateRowsInWrite } from './records';
import { sameValue } from './history';
import { changedSince, partitionCondition, versionedSelect } from './versions';
import { checkBody, type CheckedBody } from './write-body';
import type { TableSource } from './table-source';

/** The values an edit of many rows sets: the screen's bulkEdit fields that were filled; none filled is refused. */
export function bulkValues(screen: Pick<ServerScreen, 'actions'>, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const keys = new Set((screen.actions.find((action) => action.run === 'editRows')?.fields ?? []).map((field) => field.key));
  const chosen = Object.fromEntries(Object.entries(values).filter(([key, value]) => keys.has(key) && value !== null && value !== undefined && value !== ''));
  if (Object.keys(chosen).length === 0) throw new HttpError(422, 'server.bulk.no_field');
  return chosen;
}

/** Why a row was not written, in the user's language: each refused field with its label, or the refusal's sentence. */
export function refusalOf(t: Translator, screen: Pick<ServerScreen, 'fields'>, error: HttpError): string {
  if (error instanceof ValidationFailed) {
    const label = (key: string): string => t.t(screen.fields.find((field) => field.key === key)?.label ?? key);
    return Object.entries(error.fieldErrors).map(([key, messages]) => `${label(key)}: ${messages.map((m) => t.t(m.key, m.params)).join(' ')}`).join('; ');
  }
  return t.t(error.messageKey, error.params);
}

/** How many rows one transaction of an edit of many rows writes. */
const ROWS_PER_TRANSACTION = 200;

/** A locked row to be changed, with the values checked as it would hold them. */
type Asked = { current: Row; checked: CheckedBody };

/**
 * A batch's rows written together (updateRowsInWrite): false, with nothing of them written, when the database refused
 * the statement (a unique value given to two of the rows), for them to be written one by one.
 */
async function writtenTogether(
  tx: Queryable, ctx: AppContext, actor: SessionUser, t: Translator, screen: ServerScreen, source: TableSource, asked: readonly Asked[],
  outcomes: Map<number, RowOutcome>,
): Promise<boolean> {
  const refused = await refusedIn(tx, () => updateRowsInWrite(tx, ctx, actor, screen, source, asked));
  if (refused instanceof HttpError) return false;
  for (const { current } of asked) {
    const id = Number(current.id);
    const refusal = refused.get(id);
    outcomes.set(id, refusal ? { id, status: 'refused', reason: refusalOf(t, screen, refusal) } : { id, status: 'changed' });
  }
  return true;
}

/** A batch's rows written each on its own: one refused, the others go on. */
async function writtenOneByOne(
  tx: Queryable, ctx: AppContext, actor: SessionUser, t: Translator, screen: ServerScreen, source: TableSource, asked: readonly Asked[],
  outcomes: Map<number, RowOutcome>,
): Promise<void> {
  for (const { current, checked } of asked) {
    const id = Number(current.id);
    const written = await refusedIn(tx, () => updateInWrite(tx, ctx, actor, screen, source, current, checked));
    outcomes.set(id, written instanceof HttpError ? { id, status: 'refused', reason: refusalOf(t, screen, written) } : { id, status: 'changed' });
  }
}

export async function editEachRow(
  ctx: AppContext, actor: SessionUser, t: Translator, screen: ServerScreen, source: TableSource, ids: readonly number[],
  values: Readonly<Record<string, unknown>>, versions: ReadonlyMap<number, string>, progress?: (fraction: number) => void,
): Promise<RowOutcome[]> {
  const outcomes = new Map<number, RowOutcome>();
  const kindOf = (key: string): FieldKind => screen.fields.find((field) => field.key === key)?.kind ?? 'text';
  // parts (a survey's questions) are replaced only by a write of one row
  const together = !namesParts(screen, values);
  for (let start = 0; start < ids.length; start += ROWS_PER_TRANSACTION) {
    const batch = ids.slice(start, start + ROWS_PER_TRANSACTION);
    const params: unknown[] = [batch];
    const condition = partitionCondition(screen, params);
    await ctx.db.transaction((tx) => ctx.hooks.inWrite(tx, source.table, async () => {
      const locked = await tx.query<Row & { id: number; row_version: string }>(
        `SELECT ${versionedSelect(source)} FROM ${source.table} WHERE id = ANY($1::integer[])${condition} ORDER BY id FOR UPDATE`, params,
      );
      const asked: Asked[] = [];
      for (const { row_version: version, ...row } of locked) {
        const id = Number(row.id);
        // a row written since the list showed it is not changed unseen
        if (changedSince(versions, id, version)) {
          outcomes.set(id, { id, status: 'refused', reason: t.t('server.rows.changed') });
          continue;
        }
        try {
          const checked = await checkBody(screen, { values: { ...values }, files: [], multipart: false }, ctx.config.timeZone, row);
          // a row that holds the values already is not written (an edit run again, a job taken up after its server died)
          if (Object.entries(checked.values).every(([key, value]) => sameValue(kindOf(key), row[key], value))) outcomes.set(id, { id, status: 'unchanged' });
          else asked.push({ current: row, checked });
        } catch (error) {
          if (!isRefusal(error)) throw error;
          outcomes.set(id, { id, status: 'refused', reason: refusalOf(t, screen, error) });
        }
      }
      if (!together || !(await writtenTogether(tx, ctx, actor, t, screen, source, asked, outcomes))) {
        await writtenOneByOne(tx, ctx, actor, t, screen, source, asked, outcomes);
      }
    }));
    await afterTableWrite(ctx, source.table);
    progress?.(Math.min(1, (start + batch.length) / ids.length));
  }
  return ids.map((id) => outcomes.get(id) ?? { id, status: 'refused', reason: t.t('server.errors.not_found') });
}
