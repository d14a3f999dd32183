// Everything the server reads from the environment, read once, in one place.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data and uploaded files live here */
  dataDir: string;
  /** a PostgreSQL server; when unset the embedded PGlite in dataDir is used */
  databaseUrl?: string;
  /** PGlite in memory instead of dataDir (tests); uploads still go to dataDir */
  memoryDatabase?: boolean;
  adminEmail: string;
  /** when unset on first start a random one is printed once */
  adminPassword?: string;
  seedDemo: boolean;
  /** how long a sign-in token lives */
  tokenTtlSeconds: number;
  /** sign-in attempts per client address per minute */
  loginAttemptsPerMinute: number;
  uploadLimitBytes: number;
  /** pg pool size when databaseUrl is set */
  poolSize: number;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For. Off by default, since
   * otherwise anyone could pick a new address per sign-in attempt and escape the rate limit.
   */
  trustProxy: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? 10) * 1024 * 1024,
    poolSize: Number(env.DB_POOL_SIZE ?? 10),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
