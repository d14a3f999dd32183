// The shape of a named server operation, which a screen's actions run (POST <endpoint>/actions/<id>; names in
// contract/catalogue.ts).
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Row } from '../db/database';
import type { SessionUser } from '../core/user';
import type { AppContext } from './context';
import type { Language, Translator } from '../core/i18n';
import type { ServerScreen } from '../../contract/model';
import type { ListSource } from './list-query';
import type { RawBody } from './write-body';
import type { Report } from '../../contract/report';

export type { Report, ReportSection } from '../../contract/report';

export interface OperationCall {
  ctx: AppContext;
  user: SessionUser;
  t: Translator;
  resource: ServerScreen;
  /** the action's name (its id in the screen's actions): a workflow's move of that name, for moveState */
  action: string;
  /** the request's log, where what went wrong after the answer was decided (a notification not raised) is told */
  log: FastifyBaseLogger;
  /** the rows acted on (an action on a row or a selection) as the screen's list reads them: the user's own */
  rows: readonly Row[];
  /** the ids asked for; for an action that reports per row, some may no longer be among the rows */
  ids: readonly number[];
  /** the screen's list as this user reads it (an export of the ticked rows) */
  source: ListSource;
  /** an action with a form: its values, checked as a write is, its files stored */
  values: Readonly<Record<string, unknown>>;
  /** the version of each ticked row as the list showed it (body `versions`): a row written since is refused */
  versions: ReadonlyMap<number, string>;
  /** an action on every row the list's filters choose (?all=1 beside them, for an operation onList): the list's query */
  listed?: Readonly<Record<string, unknown>>;
  /**
   * For an operation that writes its form through the screen's own write (writesForm): the form's body as sent,
   * narrowed to the action's fields, unchecked and its files not yet stored
   */
  form?: RawBody;
}

export interface OperationAnswer {
  /** how many rows (or records) it did */
  done: number;
  /** what it did, in the user's language */
  message: string;
  /** a file to save instead (a document's PDF), whole or streamed, of the type fileOperations (contract/catalogue.ts) gives the operation */
  file?: { content: Buffer | Readable; name: string };
  /** what became of each row asked for, for an action that reports per row (deleted, or refused and why) */
  results?: RowOutcome[];
  /** a report to show (a survey's results), for an action declared with `report` */
  report?: Report;
  /** the background job that does the work (answered 202), which the browser follows to its end */
  job?: { id: string };
  /** a value the user sees this once and must copy now (a new API token): only its hash is kept */
  shownOnce?: string;
  /** a page of another site the user is sent on to (a payment provider's hosted page), http(s) only */
  redirect?: string;
  /** a row of the screen it made or found (a career profile started), whose detail the browser opens */
  opens?: number;
  /** the accounts it reached (a message's recipients), for an operation of reachingOperations (contract/catalogue.ts) */
  reached?: readonly number[];
}

export interface RowOutcome {
  id: number;
  name?: string;
  /** what was done (deleted, enrolled), or refused */
  status: string;
  reason?: string;
}

export interface Operation {
  (call: OperationCall): Promise<OperationAnswer>;
  /**
   * On a selection: runs on those of the rows asked for that are still there and reports the others refused
   * (deleted meanwhile), instead of refusing the whole call with 404.
   */
  reportsRows?: boolean;
  /** On a selection: may be run on every row the list's query chooses (?all=1), rather than on ticked ids. */
  onList?: boolean;
  /**
   * Its form is written to the row by the screen's own write, which checks it against the row (a file the row holds
   * sent back, parts replaced) and stores its files: the operation is handed the body (form), not checked values.
   */
  writesForm?: boolean;
}

/** A public form's sending, by a visitor who has no account: the form's values, checked as a write is. */
export interface PublicCall {
  ctx: AppContext;
  t: Translator;
  /** the language the visitor reads, which their mail is written in */
  language: Language;
  resource: ServerScreen;
  values: Readonly<Record<string, unknown>>;
  /** the request's log, where what went wrong after the answer was decided (a mail not sent) is told */
  log: FastifyBaseLogger;
}

/** What a public form runs (screen key actions of a screen of area public). */
export type PublicOperation = (call: PublicCall) => Promise<OperationAnswer>;
