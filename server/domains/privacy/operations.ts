// A person's data from their record's row (screen key person): given back as a job whose file is a zip, or erased
// with the reason the person erasing gives (kernel/person.ts).
import { erasePerson } from '../../kernel/person';
import type { Operation } from '../../kernel/operations';

const exportPersonalData: Operation = async ({ ctx, user, t, resource, rows }) => {
  const id = await ctx.jobs.enqueue('personalData', user, { screen: resource.name, id: Number(rows[0].id) }, t.language);
  return { done: 1, message: t.t('server.privacy.exporting'), job: { id } };
};

const erase: Operation = async ({ ctx, user, t, resource, rows, values }) => {
  await erasePerson(ctx, user, resource, Number(rows[0].id), String(values.reason));
  return { done: 1, message: t.t('server.privacy.erased') };
};

export const privacyOperations = { exportPersonalData, erasePerson: erase };
