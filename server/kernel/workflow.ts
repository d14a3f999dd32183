// A screen's workflow (screen key workflow): the state a record is in, who may write it in that state, which
// transitions a user may make from it, and making one. The state is a column of the record that holds it (the
// screen's own row, or the row its `of` field names: a grade's course); a transition locks that row, checks the move
// and the user's permission, writes the new state and keeps the move in the record's history with the reason, in
// one transaction. Every sentence it refuses with names the state and, for a locked record, who can open it again,
// the database's refusal of a write its locks keep (lockRefusal) included.
import type { WorkflowModel, WorkflowView } from '../../contract/model';
import type { WorkflowState, WorkflowTransition } from '../../contract/generated/dsl';
import type { AccountArea } from '../../contract/dsl';
import type { Queryable } from '../db/database';
import type { SessionUser } from '../core/user';
import { fieldError, HttpError } from '../core/errors';
import type { Hooks } from './hooks';
import { recordValuesChange } from './history';
import { titleFrom } from './overlap';
import { permissionNameKey } from '../../contract/labels';
import { WORKFLOW_REASON } from '../../contract/constants';

/** The longest reason a transition (or a deletion) keeps. */
const REASON_MAX = 2_000;

/**
 * A reason a person gave (for a transition, a deletion), trimmed; '' for none. Text of at most REASON_MAX characters,
 * refused with 422 under `reason` otherwise.
 */
export function givenReason(given: unknown): string {
  if (given !== undefined && given !== null && typeof given !== 'string') throw fieldError('reason', 'validation.type');
  const reason = typeof given === 'string' ? given.trim() : '';
  if (reason.length > REASON_MAX) throw fieldError('reason', 'server.workflow.reason_too_long');
  return reason;
}

/** A label key as a parameter of a server sentence: i18next puts the label in, in the sentence's language. */
const word = (key: string): string => `$t(${key})`;

function stateOf(workflow: WorkflowModel, id: string): WorkflowState {
  return workflow.states.find((state) => state.id === id) ?? workflow.states[0];
}

/** Whether the user holds what a transition or a state's edit asks besides the screen's access (nothing, or a permission). */
const holds = (user: SessionUser, permission: string | undefined): boolean => permission === undefined || user.permissions.includes(permission);

/** Whether the user may write a record (a grid's cells) in the state. */
export function mayWrite(workflow: WorkflowModel, state: string, user: SessionUser): boolean {
  const { edit } = stateOf(workflow, state);
  return edit === true || (typeof edit === 'string' && holds(user, edit));
}

/** The transitions that leave the state, and of them those the user may make. */
function leaving(workflow: WorkflowModel, state: string): readonly WorkflowTransition[] {
  return workflow.transitions.filter((transition) => transition.from.includes(state));
}

export function transitionsFor(workflow: WorkflowModel, state: string, user: SessionUser): WorkflowTransition[] {
  return leaving(workflow, state).filter((transition) => holds(user, transition.permission));
}

/** What a record's workflow looks like to a user: its state, whether they may write it, the moves they may make. */
export function viewOf(workflow: WorkflowModel, state: string, user: SessionUser): WorkflowView {
  return {
    state,
    writable: mayWrite(workflow, state, user),
    transitions: transitionsFor(workflow, state, user).map(({ id, label, reason }) => ({ id, label, ...(reason ? { reason } : {}) })),
  };
}

/**
 * The reason given for the move that brought the record `id` into `state` (its history's latest move, when it led
 * there): read from the history's index of the record, none when the move took no reason.
 */
export async function reasonOfState(db: Queryable, workflow: WorkflowModel, id: number, state: string): Promise<string | undefined> {
  const [move] = await db.query<{ entered: string | null; reason: string | null }>(
    `SELECT changes -> $3 ->> 1 AS entered, changes -> $4 ->> 1 AS reason FROM record_changes
     WHERE table_name = $1 AND record_id = $2 AND changes ? $3 ORDER BY id DESC LIMIT 1`,
    [workflow.table, id, workflow.field, WORKFLOW_REASON],
  );
  return move?.entered === state && move.reason ? move.reason : undefined;
}

/**
 * The state of the record `id` of the workflow's table; with `lock`, the row is locked until the transaction ends
 * (a write: against a transition made meanwhile; a transition: against another). 404 when there is no such record.
 */
export async function readState(db: Queryable, workflow: WorkflowModel, id: number, lock: 'share' | 'update' | false = false): Promise<string> {
  const [found] = await db.query<{ state: string }>(
    `SELECT ${workflow.field} AS state FROM ${workflow.table} WHERE id = $1${lock ? ` FOR ${lock === 'share' ? 'SHARE' : 'UPDATE'}` : ''}`, [id],
  );
  if (!found) throw new HttpError(404, 'server.errors.not_found');
  return found.state;
}

/** The moves out of a state to one that allows writing, each with the permission it needs, as a sentence lists them. */
function reopening(workflow: WorkflowModel, state: string): string {
  return leaving(workflow, state).filter((transition) => stateOf(workflow, transition.to).edit !== undefined)
    .map((transition) => (transition.permission ? `${word(transition.label)} (${word(permissionNameKey(transition.permission))})` : word(transition.label)))
    .join(', ');
}

/** 409 naming the state and who can open the record again (the moves out of it to a state that allows writing). */
function locked(workflow: WorkflowModel, state: string): HttpError {
  const { label, edit } = stateOf(workflow, state);
  if (typeof edit === 'string') {
    return new HttpError(409, 'server.workflow.edit_permission', { state: word(label), permission: word(permissionNameKey(edit)) });
  }
  const transitions = reopening(workflow, state);
  if (transitions === '') return new HttpError(409, 'server.workflow.locked_for_good', { state: word(label) });
  return new HttpError(409, 'server.workflow.locked', { state: word(label), transitions });
}

/** PostgreSQL's code for a write a workflow's lock trigger refused (object_not_in_prerequisite_state). */
const LOCKED_BY_STATE = '55000';

/**
 * A write the database refused because a workflow's locked state locks the rows it touches (workflow key locks: the
 * triggers the codegen writes), whatever route sent it: 409 with the lock's sentence, naming the record (its title,
 * from the refusal's DETAIL), its state and the moves that open it again. Undefined for any other error.
 */
export function lockRefusal(screens: Readonly<Record<string, { workflow?: WorkflowModel }>>, error: unknown): HttpError | undefined {
  const { code, constraint, detail } = (error ?? {}) as { code?: string; constraint?: string; detail?: string };
  if (code !== LOCKED_BY_STATE || constraint === undefined || detail === undefined) return undefined;
  const workflow = Object.values(screens).find((screen) => screen.workflow?.locks?.triggers.includes(constraint))?.workflow;
  if (!workflow?.locks) return undefined;
  const held = JSON.parse(detail) as { id: number; state: string; title: unknown[] };
  return new HttpError(409, workflow.locks.message, {
    record: titleFrom(held.title, held.id), state: word(stateOf(workflow, held.state).label), transitions: reopening(workflow, held.state) || '—',
  });
}

/** Refuses a write to a record in a state the user may not write it in; run inside the write's transaction. */
export async function checkWritable(tx: Queryable, workflow: WorkflowModel, id: number, user: SessionUser): Promise<void> {
  const state = await readState(tx, workflow, id, 'share');
  if (!mayWrite(workflow, state, user)) throw locked(workflow, state);
}

/**
 * Refuses a write of a screen's row where the record holding its state may not be written in that state by the user:
 * the row itself (being changed or deleted), or each record its `of` field names before and after the write (a grade
 * moved from one course's sheet to another's). A new row of a screen without `of` starts in the first state.
 */
export async function checkRowWrite(
  tx: Queryable, screen: { workflow?: WorkflowModel }, user: SessionUser, ...rows: (Readonly<Record<string, unknown>> | undefined)[]
): Promise<void> {
  const workflow = screen.workflow;
  if (!workflow) return;
  const key = workflow.of ?? 'id';
  const ids = new Set(rows.flatMap((row) => (typeof row?.[key] === 'number' ? [row[key] as number] : [])));
  for (const id of ids) await checkWritable(tx, workflow, id, user);
}

/** A transition asked for: its name and, where it asks one, the reason. */
export interface TransitionAsked {
  transition: unknown;
  reason: unknown;
}

/**
 * Moves the record `id` by the transition asked, if it leaves the record's state and the user holds its permission,
 * with a reason where it needs one; keeps the move in the record's history, and runs the domains' afterTransition.
 * Answers the record's new view, the reason kept with the move (of a transition that takes one), the tables the domains
 * wrote, and what they ask done once it has committed.
 */
export async function makeTransition(
  tx: Queryable, hooks: Hooks, workflow: WorkflowModel, id: number, user: SessionUser, asked: TransitionAsked,
): Promise<{ view: WorkflowView; reason?: string; written: string[]; afterCommit: (() => Promise<void>)[] }> {
  const transition = workflow.transitions.find((candidate) => candidate.id === asked.transition);
  if (!transition) throw fieldError('transition', 'server.workflow.unknown', { transition: typeof asked.transition === 'string' ? asked.transition.slice(0, 60) : '' });
  const state = await readState(tx, workflow, id, 'update');
  const name = word(transition.label);
  if (!transition.from.includes(state)) throw new HttpError(409, 'server.workflow.not_allowed', { transition: name, state: word(stateOf(workflow, state).label) });
  if (!holds(user, transition.permission)) throw new HttpError(403, 'server.workflow.needs_permission', { transition: name, permission: word(permissionNameKey(transition.permission!)) });
  const reason = givenReason(asked.reason);
  if (transition.reason === 'required' && reason === '') throw fieldError('reason', 'server.workflow.reason_required', { transition: name });
  const kept = reason !== '' && transition.reason !== undefined ? reason : undefined;
  const notes: Record<string, [unknown, unknown]> = kept === undefined ? {} : { [WORKFLOW_REASON]: [null, kept] };
  return { view: viewOf(workflow, transition.to, user), reason: kept, ...await enterState(tx, hooks, workflow, id, user, state, transition.to, notes) };
}

/**
 * Writes the record's new state, keeps the change in its history with its notes (a reason, the file it came from),
 * and runs the domains' afterTransition. Answers the tables they wrote and what they ask done after the commit.
 */
async function enterState(
  tx: Queryable, hooks: Hooks, workflow: WorkflowModel, id: number, user: SessionUser, from: string, to: string,
  notes: Readonly<Record<string, [unknown, unknown]>>,
): Promise<{ written: string[]; afterCommit: (() => Promise<void>)[] }> {
  await tx.query(`UPDATE ${workflow.table} SET ${workflow.field} = $2, updated_at = now() WHERE id = $1`, [id, to]);
  await recordValuesChange(tx, workflow.table, id, user.id, { [workflow.field]: [from, to], ...notes });
  const afterCommit: (() => Promise<void>)[] = [];
  const written = await hooks.afterTransition({ tx, actor: user, workflow, id, from, to, afterCommit: (work) => afterCommit.push(work) });
  return { written, afterCommit };
}

/** Whether the user may leave records in a state by other means than its moves (an import): they hold a move into it. */
export function mayLeaveIn(workflow: WorkflowModel, state: string, user: SessionUser): boolean {
  return workflow.transitions.some((transition) => transition.to === state && holds(user, transition.permission));
}

/**
 * Leaves the record `id` in a state without a move (records brought in from a file, as they stood: a past semester's
 * sheet, approved), unless it is there already; kept in its history with the note given, and followed by the domains'
 * afterTransition as a move would be. Answers the tables the domains wrote and what they ask done after the commit.
 */
export async function leaveIn(
  tx: Queryable, hooks: Hooks, workflow: WorkflowModel, id: number, user: SessionUser, state: string, notes: Readonly<Record<string, [unknown, unknown]>>,
): Promise<{ written: string[]; afterCommit: (() => Promise<void>)[] }> {
  const was = await readState(tx, workflow, id, 'update');
  if (was === state) return { written: [], afterCommit: [] };
  return enterState(tx, hooks, workflow, id, user, was, state, notes);
}

/** The states whose records an area sees (students see a course's scores once its sheet is approved). */
export function statesSeenBy(workflow: WorkflowModel, area: AccountArea | undefined): string[] {
  return workflow.states.filter((state) => area === undefined || !(state.hiddenFrom ?? []).includes(area as 'student' | 'lecturer')).map((state) => state.id);
}

/**
 * The condition keeping a list of an area to the rows it sees in their record's state: the row's own state, or that
 * of the record its `of` column names; or, with publish, a row whose published record shows it whatever the state.
 * Empty when the area sees every state.
 */
export function seenCondition(workflow: WorkflowModel, area: AccountArea | undefined, column: (key: string) => string): string | undefined {
  const seen = statesSeenBy(workflow, area);
  if (seen.length === workflow.states.length) return undefined;
  const states = seen.map((state) => `'${state}'`).join(', ') || 'NULL';
  const inState = workflow.of === undefined
    ? `${column(workflow.field)} IN (${states})`
    : `${column(workflow.of)} IN (SELECT id FROM ${workflow.table} WHERE ${workflow.field} IN (${states}))`;
  const { publish } = workflow;
  return publish === undefined ? inState : `(${inState} OR ${column(publish.by)} IN (SELECT id FROM ${publish.table} WHERE ${publish.field}))`;
}
