-- A keyed request's work, once committed, is never carried out again (issue 52): its transaction notes the key carried
-- out as it commits, so a server killed between the commit and keeping the answer leaves a key that says the work was
-- done (a request sent again with it is told so) rather than one that looks abandoned before it began.
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS carried_out boolean NOT NULL DEFAULT false;
