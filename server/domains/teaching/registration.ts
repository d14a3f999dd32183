// A student's own registration (the actions of screens/student-registration.yaml): registering for a course offered to
// them, waiting for a seat of a full one, dropping a course or leaving its waiting list until their programme's window
// closes. Each is a row of the registrations screen's table, written in its history as the student's; the database's
// constraints of that screen (seats, prerequisites, the window, clashes) refuse what breaks them, said in the student's
// language, and a seat a drop frees goes to the first waiting (a trigger, in the same transaction).
import type { Row } from '../../db/database';
import type { ServerScreen } from '../../../contract/model';
import type { AppContext } from '../../kernel/context';
import { HttpError } from '../../core/errors';
import type { Operation, OperationAnswer, OperationCall } from '../../kernel/operations';
import { afterTableWrite, createInWrite, deleteInWrite } from '../../kernel/records';
import { tableSource } from '../../kernel/table-source';
import { REGISTERED, WAITING } from './takers';
import { registrationWindowOpen } from './rules';

const REGISTRATIONS = 'course_registrations';

/** The staff screen that keeps the registrations: its constraints say a refusal, its history keeps each change. */
function registrationsScreen(ctx: AppContext): ServerScreen {
  const screen = Object.values(ctx.registry.screens).find((candidate) => candidate.table === REGISTRATIONS && candidate.area === undefined);
  if (!screen) throw new Error(`no screen keeps ${REGISTRATIONS}`);
  return screen;
}

/** The course the action is on, as the student's list reads it (their own row: the screen's scope). */
function offered({ rows }: OperationCall): Row {
  const [course] = rows;
  if (!course) throw new HttpError(404, 'server.errors.not_found');
  return course;
}

const titleOf = (course: Row): string => `${String(course.name)} (${String(course.code)})`;

/**
 * The student's registration for the course in the given state: a row of the registrations' screen written through
 * the kernel's write path (its checks, the domains' hooks, its history), with the values the server chose, not a form.
 */
async function enter({ ctx, user }: OperationCall, course: Row, status: number): Promise<Row> {
  const screen = registrationsScreen(ctx);
  const values = { course_id: course.id, student_id: course.student_id, status };
  const { row } = await ctx.db.transaction((tx) => createInWrite(tx, ctx, user, screen, tableSource(ctx, screen), { values, files: [] }));
  await afterTableWrite(ctx, REGISTRATIONS);
  return row;
}

const registerCourse: Operation = async (call) => {
  const course = offered(call);
  await enter(call, course, REGISTERED);
  return { done: 1, message: call.t.t('screens.student-registration.registered', { course: titleOf(course) }) };
};

const waitForSeat: Operation = async (call) => {
  const course = offered(call);
  // a seat free is taken, not waited for
  if (course.seats === null || Number(course.free) > 0) throw new HttpError(422, 'screens.student-registration.not_full');
  const row = await enter(call, course, WAITING);
  const [{ place }] = await call.ctx.db.query<{ place: number }>(
    `SELECT count(*)::integer AS place FROM ${REGISTRATIONS} WHERE course_id = $1 AND status = ${WAITING} AND id <= $2`,
    [course.id, row.id],
  );
  return { done: 1, message: call.t.t('screens.student-registration.waiting', { course: titleOf(course), place }) };
};

/** Drops the course (or leaves its waiting list) while the window of the student's programme is open. */
const dropCourse: Operation = async (call): Promise<OperationAnswer> => {
  const { ctx, user, t } = call;
  const course = offered(call);
  const screen = registrationsScreen(ctx);
  const source = tableSource(ctx, screen);
  const tables = await ctx.db.transaction(async (tx) => {
    const [registration] = await tx.query<Row>(
      `SELECT * FROM ${REGISTRATIONS} WHERE course_id = $1 AND student_id = $2 FOR UPDATE`, [course.id, course.student_id],
    );
    if (!registration) throw new HttpError(404, 'server.errors.not_found');
    const [{ open }] = await tx.query<{ open: boolean }>(
      `SELECT ${registrationWindowOpen('$1::integer', 'c')} AS open FROM journal_courses c WHERE c.id = $2`, [course.student_id, course.id],
    );
    if (!open) throw new HttpError(422, 'screens.student-registration.closed');
    return deleteInWrite(tx, ctx, user, t, screen, source, registration, t.t('screens.student-registration.drop_reason'));
  });
  for (const table of new Set(tables)) await afterTableWrite(ctx, table);
  const left = course.offer === 'waiting';
  return { done: 1, message: t.t(left ? 'screens.student-registration.left' : 'screens.student-registration.dropped', { course: titleOf(course) }) };
};

export const registrationOperations = { registerCourse, waitForSeat, dropCourse };
