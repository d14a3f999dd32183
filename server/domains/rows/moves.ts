// A workflow's move made on a record, as a whole: the transition with its checks and history (kernel/workflow.ts),
// the notifications it declares, in one transaction; then the tables it touched are read again and what the domains
// asked done after the commit is done. The workflow's route (capabilities/workflow.ts) and an action that makes the
// move of its name (moveState, on a scoped screen whose rows are the user's own) both make it so.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerScreen, WorkflowModel, WorkflowView } from '../../../contract/model';
import type { SessionUser } from '../../core/user';
import type { AppContext } from '../../kernel/context';
import { makeTransition, type TransitionAsked } from '../../kernel/workflow';
import { afterTableWrite } from '../../kernel/records';
import { constraintRefusal } from '../../kernel/constraints';
import { raiseDeclared } from '../../notifications/declared';
import type { AxisName } from '../../../contract/catalogue';

/**
 * Moves the record `id` of the workflow by the transition asked. A rule of the database the move breaks (a project's
 * places all taken) is refused with the sentence of the screen keeping the workflow's table (`keeper`).
 */
export async function moveRecord(
  ctx: AppContext, keeper: Pick<ServerScreen, 'constraints' | 'fields'>, workflow: WorkflowModel, writes: readonly string[], id: number,
  user: SessionUser, asked: TransitionAsked, log: FastifyBaseLogger,
): Promise<WorkflowView> {
  const declared = workflow.transitions.find((transition) => transition.id === asked.transition)?.notify;
  // the people a grid's rows are for the record (a sheet's students), read before the move's transaction holds the database
  const reader = declared?.find((entry) => entry.rowsReader !== undefined)?.rowsReader;
  const rows = reader === undefined ? undefined : (await ctx.domains.axisReaders[reader as AxisName](ctx, id)).map((item) => item.id);
  const { view, written, afterCommit } = await ctx.db.transaction(async (tx) => {
    const moved = await makeTransition(tx, ctx.hooks, workflow, id, user, asked).catch((error: unknown) => {
      throw constraintRefusal(keeper, error);
    });
    // whom the move tells (notify), in its transaction: told once it commits
    await raiseDeclared(ctx, tx, { kind: 'workflow', declared, table: workflow.table, records: [id], actor: user, reason: moved.reason, rows });
    return moved;
  });
  // the rows that belong to the record (a sheet's grades) are seen or not by its new state: their counts go too
  for (const table of new Set([workflow.table, ...writes, ...written])) await afterTableWrite(ctx, table);
  // what the domains do once the move stands (a mail); its failure is logged, and the move stands
  for (const work of afterCommit) await work().catch((error: unknown) => log.error(error));
  return view;
}
