// A visitor's application (the public forms /bachelor and /register): one new applicant in the register the form
// files into, or the one the visitor chose among its registers. What the register's own fields hold goes into its
// columns, the rest of what was told into the row's extras column (register_form_info), which the register's list shows merged;
// the applicant is told by e-mail, in the language of the form, that it arrived and for which programme.
import { fieldError } from '../../core/errors';
import { recordChange } from '../../kernel/history';
import { lookupRows } from '../../kernel/lookups';
import { afterTableWrite } from '../../kernel/records';
import { checkConstraints, constraintRefusal } from '../../kernel/constraints';
import type { PublicOperation } from '../../kernel/operations';
import { labelIn } from '../../../contract/labels';

const applyToRegister: PublicOperation = async ({ ctx, t, language, resource, values, log }) => {
  const into = resource.into ?? [];
  const register = into.length === 1 ? into[0] : String(values.register);
  const target = into.includes(register) ? ctx.registry.screens[register] : undefined;
  if (!target?.table || !target.partition || !target.extras) throw fieldError('register', 'validation.enum');
  const table = target.table;
  const stored = new Set(target.fields.map((field) => field.key));
  const columns: Record<string, unknown> = {};
  const info: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'register' || value === undefined || value === null) continue;
    if (stored.has(key)) columns[key] = value;
    else info[key] = value;
  }
  // the language of the form, in which later mail (an offer of a place) is written
  info.language = language;
  const names = [...Object.keys(columns), target.partition.column, target.extras];
  const params = [...Object.values(columns), register, JSON.stringify(info)];
  const row = await ctx.db.transaction(async (tx) => {
    // one application per personal number and programme, as the register keeps it (its constraints)
    await checkConstraints(tx, target, columns);
    const [created] = await tx.query(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      params,
    ).catch((error: unknown) => { throw constraintRefusal(target, error); });
    // nobody signed in made it: the history names no one
    await recordChange(tx, target, table, 'create', null, undefined, created);
    return created;
  });
  await afterTableWrite(ctx, table);
  const reference = String(row.id);
  // the programme as the form offered it, in the language of the form
  const programField = resource.fields.find((field) => field.key === 'program_id');
  const programs = programField?.lookup ? ctx.registry.lookups[programField.lookup] : undefined;
  const [program] = programs && values.program_id !== undefined ? await lookupRows(ctx.db, ctx.locales, programs, { ids: [Number(values.program_id)] }) : [];
  const mail = {
    name: String(values.first_name ?? ''), reference, register: t.t(target.title),
    program: program ? labelIn(program, language) : '',
  };
  // a mail that cannot be sent is logged (mail_log); the application stands
  await ctx.mailer.send({ occasion: 'application-received', to: String(values.email), language, values: mail })
    .catch((error: Error) => log.error(error));
  return { done: 1, message: t.t('server.public.applied', { reference, email: String(values.email) }) };
};

export const applicantOperations = { applyToRegister };
