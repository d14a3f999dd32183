// Everything the server reads from the environment, read once, in one place.
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../contract/instants';
import { BYTES_PER_MB, UPLOAD_LIMIT_MB } from '../../contract/uploads';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data and, without objectStorage, uploaded files live here */
  dataDir: string;
  /** an S3-compatible bucket for uploaded files, which every server reaches (STORAGE_URL); absent: DATA_DIR/storage */
  objectStorage?: ObjectStorageConfig;
  /** a PostgreSQL server; when unset the embedded PGlite in dataDir is used */
  databaseUrl?: string;
  /** PGlite in memory instead of dataDir (tests); uploads still go to dataDir */
  memoryDatabase?: boolean;
  /**
   * A PGlite data directory dumped to a tar file, which a PGlite database not yet made (in memory, or in a data
   * directory holding none) starts from instead of an empty one (tests: one migrated and seeded database copied for
   * each server, instead of each migrating and seeding its own)
   */
  pgliteImage?: string;
  adminEmail: string;
  /** when unset on first start a random one is printed once */
  adminPassword?: string;
  /** scrypt's cost for a password hashed from now on, as a power of two (PASSWORD_COST; server/auth/passwords.ts) */
  passwordCost: number;
  seedDemo: boolean;
  /** how long a sign-in token lives */
  tokenTtlSeconds: number;
  /** wrong passwords an account may have within signInWindowSeconds before it waits */
  signInFailuresPerAccount: number;
  /** wrong passwords from one client address within the window, whichever accounts they name */
  signInFailuresPerAddress: number;
  signInWindowSeconds: number;
  /** sign-in through an OpenID Connect provider (server/auth/oidc.ts); absent unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set */
  identityProvider?: IdentityProviderConfig;
  uploadLimitBytes: number;
  /** pg pool size when databaseUrl is set */
  poolSize: number;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For and the protocol from
   * X-Forwarded-Proto. Off by default, since otherwise anyone could pick a new address per sign-in
   * attempt and escape the limit.
   */
  trustProxy: boolean;
  /**
   * How long a stopping server (SIGTERM) goes on answering while /api/health says it is draining, so that a load
   * balancer's health check takes it out before it stops taking requests; 0 for a server with none in front.
   */
  drainSeconds: number;
  /** the migrations to apply at start; absent: the committed ones (server/db/migrations) */
  migrationsDir?: string;
  /** a background job running longer fails and is tried again */
  jobTimeLimitSeconds: number;
  /** how many times a failed job is tried again */
  jobRetries: number;
  /** how often the job queue looks for jobs a stopped server left and for old jobs */
  jobCheckSeconds: number;
  /** how many days a finished job and its file are kept */
  jobKeepDays: number;
  /** the PostgreSQL schema of the job queue (pg-boss's tables); the servers sharing a database share it */
  jobSchema: string;
  /** the SMTP server mail goes through (smtp://user:password@host:port); absent: DATA_DIR/outbox */
  smtpUrl?: string;
  /** the sender of Aula's mail */
  mailFrom: string;
  /** the address people open Aula at, for the links in its mail and its calendar feeds */
  publicUrl: string;
  /**
   * the university's time zone (IANA): every session of the database is in it, so a time is answered and shown on its
   * clock and a time written without a zone is read as its; a calendar feed's events carry it
   */
  timeZone: string;
  /** how long an invitation's link to set the password works */
  inviteTtlSeconds: number;
  /** how long a password reset's link works */
  resetTtlSeconds: number;
  /** reset mails one account may be sent, and reset requests one client address may make, within an hour */
  resetsPerAccount: number;
  resetsPerAddress: number;
  /** the most public forms (applications) one address may send in an hour: many, a school's computer room is one address */
  applicationsPerAddress: number;
  /** the most applications naming one e-mail in a day */
  applicationsPerEmail: number;
  /** the most applications naming one personal number in a day */
  applicationsPerPerson: number;
  /** the requests one API token may make in a minute, then 429 until the minute has passed */
  apiTokenRequestsPerMinute: number;
  /**
   * The bearer token Prometheus scrapes GET /metrics with (server/metrics.ts); unset, /metrics answers 404 as an
   * unknown path does, and so does a request without this token
   */
  metricsToken?: string;
  /** paying fees online through a payment provider's hosted page; absent unless the four PAYMENT_ variables are set */
  paymentProvider?: PaymentProviderConfig;
  /** months after which the people of a screen with a retention are erased, instead of each screen's own */
  retentionMonths?: number;
  /** hours between two looks for people whose retention has passed (the first a minute after the start) */
  retentionCheckHours: number;
}

export interface ObjectStorageConfig {
  /** s3://bucket/prefix */
  url: string;
  /** an S3-compatible server's address (AWS_ENDPOINT_URL); absent: Amazon S3 of the region */
  endpoint?: string;
  region: string;
  /** absent: the AWS SDK's own chain (a role of the machine, a shared credentials file) */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** STORAGE_URL with the usual AWS variables beside it; a URL that is not s3://bucket[/prefix] stops the start. */
function objectStorageOf(env: NodeJS.ProcessEnv): ObjectStorageConfig | undefined {
  if (!env.STORAGE_URL) return undefined;
  if (!/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(env.STORAGE_URL)) {
    throw new Error(`STORAGE_URL must be s3://bucket or s3://bucket/prefix, not ${env.STORAGE_URL}`);
  }
  return {
    url: env.STORAGE_URL,
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    accessKeyId: env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY || undefined,
  };
}

export interface PaymentProviderConfig {
  /** the provider's API and hosted pages (PAYMENT_PROVIDER_URL) */
  url: string;
  /** the merchant's credentials for the provider's API (PAYMENT_CLIENT_ID, PAYMENT_CLIENT_SECRET) */
  clientId: string;
  clientSecret: string;
  /** the key the provider signs its callbacks with (PAYMENT_CALLBACK_SECRET) */
  callbackSecret: string;
}

/** The payment provider when all four of its variables are set; some but not all stops the start. */
function paymentProviderOf(env: NodeJS.ProcessEnv): PaymentProviderConfig | undefined {
  const names = ['PAYMENT_PROVIDER_URL', 'PAYMENT_CLIENT_ID', 'PAYMENT_CLIENT_SECRET', 'PAYMENT_CALLBACK_SECRET'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new Error(`Online payment needs ${missing.join(', ')} as well`);
  return {
    url: env.PAYMENT_PROVIDER_URL!.replace(/\/+$/, ''),
    clientId: env.PAYMENT_CLIENT_ID!,
    clientSecret: env.PAYMENT_CLIENT_SECRET!,
    callbackSecret: env.PAYMENT_CALLBACK_SECRET!,
  };
}

export interface IdentityProviderConfig {
  /** the issuer URL; its /.well-known/openid-configuration names the endpoints */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** where the provider sends the browser back; absent: the origin the sign-in started from, with the path / */
  redirectUrl?: string;
  /** the provider's name on the sign-in button */
  name: string;
}

/** The cost passwords are hashed at (server/auth/passwords.ts) unless PASSWORD_COST says otherwise. */
export const DEFAULT_PASSWORD_COST = 15;
/** The costs PASSWORD_COST may name: at 10 a guess takes about 3 ms and 1 MiB (the tests' cost), at 17 about 300 ms and 128 MiB. */
export const PASSWORD_COSTS = { least: 10, most: 17 } as const;

/** PASSWORD_COST, a whole number of the costs passwords may be hashed at; another stops the start. */
function passwordCostOf(env: NodeJS.ProcessEnv): number {
  const cost = Number(env.PASSWORD_COST || DEFAULT_PASSWORD_COST);
  const { least, most } = PASSWORD_COSTS;
  if (!Number.isInteger(cost) || cost < least || cost > most) throw new Error(`PASSWORD_COST must be a whole number from ${least} to ${most}, not ${env.PASSWORD_COST}.`);
  return cost;
}

/** The university's time zone, which every session of the database is in and every time is shown on. */
function timeZoneOf(env: NodeJS.ProcessEnv): string {
  const zone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`TIME_ZONE '${zone}' is not a time zone; name one as Asia/Tbilisi is named.`);
  return zone;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    objectStorage: objectStorageOf(env),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    passwordCost: passwordCostOf(env),
    seedDemo: env.SEED_DEMO !== '0',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    signInFailuresPerAccount: Number(env.SIGN_IN_FAILURES_PER_ACCOUNT ?? 10),
    signInFailuresPerAddress: Number(env.SIGN_IN_FAILURES_PER_ADDRESS ?? 50),
    signInWindowSeconds: Number(env.SIGN_IN_WINDOW_MINUTES ?? 15) * 60,
    identityProvider: env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? {
      issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET,
      redirectUrl: env.OIDC_REDIRECT_URL || undefined, name: env.OIDC_PROVIDER_NAME || 'Google',
    } : undefined,
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? UPLOAD_LIMIT_MB) * BYTES_PER_MB,
    poolSize: Number(env.DB_POOL_SIZE ?? 10),
    trustProxy: env.TRUST_PROXY === '1',
    drainSeconds: Number(env.DRAIN_SECONDS ?? 0),
    jobTimeLimitSeconds: Number(env.JOB_TIME_LIMIT_SECONDS ?? 600),
    jobRetries: Number(env.JOB_RETRIES ?? 2),
    jobCheckSeconds: Number(env.JOB_CHECK_SECONDS ?? 60),
    jobKeepDays: Number(env.JOB_KEEP_DAYS ?? 14),
    jobSchema: env.JOB_SCHEMA ?? 'pgboss',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Aula <no-reply@aula.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    timeZone: timeZoneOf(env),
    inviteTtlSeconds: Number(env.INVITE_TTL_HOURS ?? 72) * 3600,
    resetTtlSeconds: Number(env.RESET_TTL_MINUTES ?? 60) * 60,
    resetsPerAccount: Number(env.RESETS_PER_ACCOUNT ?? 3),
    resetsPerAddress: Number(env.RESETS_PER_ADDRESS ?? 20),
    applicationsPerAddress: Number(env.APPLICATIONS_PER_ADDRESS ?? 200),
    applicationsPerEmail: Number(env.APPLICATIONS_PER_EMAIL ?? 3),
    applicationsPerPerson: Number(env.APPLICATIONS_PER_PERSON ?? 3),
    apiTokenRequestsPerMinute: Number(env.API_TOKEN_REQUESTS_PER_MINUTE ?? 600),
    metricsToken: env.METRICS_TOKEN || undefined,
    retentionMonths: env.RETENTION_MONTHS ? Number(env.RETENTION_MONTHS) : undefined,
    retentionCheckHours: Number(env.RETENTION_CHECK_HOURS ?? 24),
    paymentProvider: paymentProviderOf(env),
  };
}
