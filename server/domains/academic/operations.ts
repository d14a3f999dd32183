// The academic record's actions: recomputing every student's record from the approved sheets, as a background job
// the office follows (after a change of the grade scale or the standing rules, or an import of past results).
import type { Operation } from '../../kernel/operations';

const recomputeRecords: Operation = async ({ ctx, user, t }) => {
  const id = await ctx.jobs.enqueue('recomputeRecords', user, {}, t.language);
  return { done: 0, message: t.t('server.record.recomputing'), job: { id } };
};

export const academicOperations = { recomputeRecords };
