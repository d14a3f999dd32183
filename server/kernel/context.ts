// What every route handler works with, built once per server: the services below the kernel as they are, those above
// it (sessions, the sign-in limit, notifications, jobs) as the ground floor's ports (core/ports.ts).
import type { Database } from '../db/database';
import type { Registry } from '../../contract/model';
import type { ServerConfig } from '../core/config';
import type { Locales } from '../core/i18n';
import type { JobQueue, NotificationCentre, SessionStore, SignInGuard } from '../core/ports';
import type { FileStorage } from '../files/storage';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { TotalsCache } from './paged-list';
import type { Hooks } from './hooks';
import type { DomainCatalogue } from './catalogue';

export interface AppContext {
  db: Database;
  registry: Registry;
  config: ServerConfig;
  locales: Locales;
  sessions: SessionStore;
  totals: TotalsCache;
  storage: FileStorage;
  signIns: SignInGuard;
  /** the background jobs (exports, report 365) */
  jobs: JobQueue<AppContext>;
  /** the mail Aula sends (invitations, password resets) */
  mailer: Mailer;
  /** what the domains add to the generic read and write paths (server/kernel/hooks.ts) */
  hooks: Hooks;
  /** what the domains implement of the catalogue: readers, operations, a workflow's move (server/kernel/catalogue.ts) */
  domains: DomainCatalogue;
  /** what each account is told (the header's bell), and the open pages it is delivered to */
  notifications: NotificationCentre;
  /** whether the server is stopping: its health check answers 503, so a load balancer sends it no more requests */
  lifecycle: { draining: boolean };
  /** the payment provider fees are paid online through; absent when it is not set up */
  payments?: PaymentProvider;
}
