-- A running job's sign of life (server/jobs/runner.ts): its server writes the time every few seconds while it works
-- on it, and with each figure of progress, so a person following it sees it is alive, or that its server went quiet.
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
