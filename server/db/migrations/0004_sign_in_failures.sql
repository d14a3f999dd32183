-- Wrong passwords, per account and per client address, for the sign-in limit (server/auth/sign-in-limit.ts).
CREATE TABLE IF NOT EXISTS sign_in_failures (
  id bigserial PRIMARY KEY,
  account text COLLATE "C" NOT NULL,
  address text COLLATE "C" NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sign_in_failures_account_idx ON sign_in_failures (account, failed_at);
CREATE INDEX IF NOT EXISTS sign_in_failures_address_idx ON sign_in_failures (address, failed_at);
-- The record of the migrations before kysely's Migrator kept it (kysely_migration): they all run again once,
-- as every one of them is written to find what it makes already there.
DROP TABLE IF EXISTS schema_migrations;
