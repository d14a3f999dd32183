// The services of the context (kernel/context.ts) that live above the kernel, as what the rest of the server asks of
// them: the sessions and the sign-in limit (auth/), the notifications (notifications/) and the job queue (jobs/). The
// ground floor names them and those rooms implement them, so that the kernel, which every room imports, imports none
// of them back.
import type { EventEmitter } from 'node:events';
import type { NotificationKind, NotificationList } from '../../contract/notifications';
import type { Queryable } from '../db/database';
import type { Language } from './i18n';
import type { SessionUser } from './user';

/** How a session's sign-in proved a second factor (server/auth/second-factor.ts): the app's code, a recovery code, the identity provider's own. */
export type SecondFactorProof = 'code' | 'recovery_code' | 'provider';

/** What a change touches: every session, one user's or one token's. */
export type SessionScope = { all: true } | { userId: number } | { tokenHash: string };

/** The sign-in tokens and the user each stands for (auth/sessions.ts). */
export interface SessionStore {
  /** a new session's token for the account `userId`, with the second factor its sign-in proved */
  create(userId: number, secondFactor?: SecondFactorProof): Promise<string>;
  /** the user a token (a session's or an API token) stands for, while it holds */
  userOf(token: string): Promise<SessionUser | undefined>;
  userById(id: number): Promise<SessionUser | undefined>;
  revoke(token: string): Promise<void>;
  setSecondFactor(token: string, proof: SecondFactorProof | null): Promise<void>;
  revokeAll(userId: number): Promise<void>;
  revokeOthers(userId: number, keptToken: string): Promise<void>;
  /** what the sessions of `scope` stand for changed (permissions, details, tokens): no server answers it from memory */
  changed(scope: SessionScope): Promise<void>;
}

/** What the sign-in limit tells its listeners (the metrics): a wrong password was counted. */
export interface SignInEvents {
  failed: [];
}

/** The failed sign-ins counted per account and address (auth/sign-in-limit.ts). */
export interface SignInGuard extends Pick<EventEmitter<SignInEvents>, 'on' | 'off'> {
  /** refuses with 429 while the account or the address has used up its failures */
  check(account: string, address: string): Promise<void>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

/** A parameter of a notification's words: a value, or its text in each language (a course's name). */
export type NotificationParam = string | number | Readonly<Partial<Record<Language, string>>>;

/** What is told: its kind, its words (an i18n key and its parameters), where it leads, and a job's file it offers. */
export interface NewNotification {
  kind: NotificationKind;
  text: string;
  params?: Readonly<Record<string, NotificationParam>>;
  /** a path of the app (/admin/course-grades?course_id=12) */
  link?: string | null;
  job?: { id: string; fileName: string | null };
}

/** A page's open stream: one account's, in the language it reads. */
export interface NotificationStream {
  userId: number;
  language: Language;
  send(event: string, data: unknown): void;
}

/** What each account is told and the open pages it reaches (notifications/notifications.ts). */
export interface NotificationCentre {
  /** where a delivery that failed is told */
  log: (error: unknown) => void;
  /** tells the accounts `userIds` in the caller's transaction `tx`: delivered once it commits, never if it rolls back */
  notify(tx: Queryable, userIds: readonly number[], notification: NewNotification): Promise<void>;
  list(userId: number, language: Language): Promise<NotificationList>;
  markRead(userId: number, id?: number): Promise<boolean>;
  /** opens a page's stream; answers how to close it */
  open(stream: NotificationStream): () => void;
  /** how many streams are open on this server */
  readonly openStreams: number;
}

/** What the job queue tells its listeners (the metrics): an attempt at a job of a kind failed, for good when `final`. */
export interface JobEvents {
  failed: [kind: string, final: boolean];
}

/** The background jobs (jobs/runner.ts), run with the context `C`. */
export interface JobQueue<C> extends Pick<EventEmitter<JobEvents>, 'on' | 'off'> {
  start(ctx: C, log: (error: Error) => void): Promise<void>;
  /** stops taking jobs, lets the step at hand finish, and gives back what this server was running */
  stop(): Promise<void>;
  /** how many jobs wait, or undefined when the queue cannot say */
  queueDepth(): Promise<number | undefined>;
  /** queues a job of `kind` for `user`, answering its id */
  enqueue(kind: string, user: Pick<SessionUser, 'id'>, params: Record<string, unknown>, language: string, startAfterSeconds?: number): Promise<string>;
}
