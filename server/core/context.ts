// What every route handler works with, built once per server.
import type { Database } from '../db/database';
import type { Registry } from '../../contract/model';
import type { ServerConfig } from './config';
import type { Locales } from './i18n';
import type { Sessions } from '../auth/sessions';
import type { TotalsCache } from '../kernel/paged-list';
import type { FileStorage } from '../files/storage';
import type { Mailer } from '../mail/mailer';
import type { Jobs } from '../jobs/runner';
import type { SignInLimiter } from '../auth/sign-in-limit';
import type { Hooks } from '../kernel/hooks';
import type { DomainCatalogue } from '../kernel/catalogue';
import type { Notifications } from '../notifications/notifications';
import type { PaymentProvider } from '../payments/provider';

export interface AppContext {
  db: Database;
  registry: Registry;
  config: ServerConfig;
  locales: Locales;
  sessions: Sessions;
  totals: TotalsCache;
  storage: FileStorage;
  signIns: SignInLimiter;
  /** the background jobs (exports, report 365) */
  jobs: Jobs<AppContext>;
  /** the mail Aula sends (invitations, password resets) */
  mailer: Mailer;
  /** what the domains add to the generic read and write paths (server/kernel/hooks.ts) */
  hooks: Hooks;
  /** what the domains implement of the catalogue: readers, operations, a workflow's move (server/kernel/catalogue.ts) */
  domains: DomainCatalogue;
  /** what each account is told (the header's bell), and the open pages it is delivered to */
  notifications: Notifications;
  /** whether the server is stopping: its health check answers 503, so a load balancer sends it no more requests */
  lifecycle: { draining: boolean };
  /** the payment provider fees are paid online through; absent when it is not set up */
  payments?: PaymentProvider;
}
