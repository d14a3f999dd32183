// A screen's actions (screen key actions) as the browser offers them: those of one kind the signed-in user may
// run (the server refuses the others with 403), and where each runs.
import type { BrowserAction } from '../../../contract/model';
import type { ScreenDefinition } from './screen';
import { getStoredUser } from './session';
import { screenPath } from '../../../contract/routes';
import { meetsWhen as rowMeets } from '../../../contract/conditions';

/** One row's outcome in an action that reports per row. */
export interface RowOutcome {
  id: number;
  name?: string;
  status: string;
  reason?: string;
}

/** What an action answered: how many rows it did, in words, and what comes next. */
export interface ActionAnswer {
  done: number;
  message: string;
  results?: RowOutcome[];
  /** the background job doing the work, followed in its dialog instead */
  job?: { id: string };
  /** a value shown this once, to copy now (a new API token) */
  shownOnce?: string;
  /** a page of another site to go on to (a payment provider's hosted page) */
  redirect?: string;
  /** a row it made or found (a career profile started), whose detail opens, the message said beside it */
  opens?: number;
}

export function actionsOn(screen: ScreenDefinition, on: BrowserAction['on']): BrowserAction[] {
  const held = getStoredUser()?.permissions ?? [];
  return (screen.actions ?? []).filter((action) => action.on === on && (!action.permission || held.includes(action.permission)));
}

/** Whether a row holds the values an action's `when` asks for (a draft to send, an applicant not yet enrolled). */
export function meetsWhen(action: BrowserAction, row: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return rowMeets(action.when, row);
}

/**
 * What an action on one row answered, in words: its message, or, for an action that reports per row, why it refused
 * the row (an account the person already has).
 */
export function rowOutcome(answer: ActionAnswer): { text: string; refused: boolean } {
  const refused = answer.results?.find((result) => result.status === 'refused');
  return { text: refused?.reason ?? answer.message, refused: refused !== undefined };
}

export const actionPath = (screen: ScreenDefinition, action: BrowserAction): string => screenPath(screen, 'action', { action: action.id });

/** What an action's form on a row starts from: the row's values, each field of startsFrom the column it names (the amount to pay, what remains). */
export function actionStart(action: BrowserAction, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const starts = Object.entries(action.startsFrom ?? {}).map(([field, column]) => [field, row[column]]);
  return { ...row, ...Object.fromEntries(starts) };
}
