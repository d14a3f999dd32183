-- Background jobs (server/jobs): pg-boss keeps its queue in its own schema (pgboss, created by pg-boss at start);
-- this table is what the office sees of a job: what ran, for whom, how far it is, its result and its file.
CREATE TABLE IF NOT EXISTS jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  params jsonb NOT NULL DEFAULT '{}',
  language text NOT NULL DEFAULT 'ka',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'completed', 'failed')),
  progress smallint NOT NULL DEFAULT 0,
  attempts smallint NOT NULL DEFAULT 0,
  message text,
  file text,
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS jobs_created_at_idx ON jobs (created_at DESC, id);
CREATE INDEX IF NOT EXISTS jobs_user_id_idx ON jobs (user_id, created_at DESC);
