-- Nothing is lost (issue 20). A deleted record's history entry keeps the whole row as the table held it and its
-- links, so it can be brought back (a restore is an entry too); a secret's change is noted without its value.
ALTER TABLE record_changes ADD COLUMN IF NOT EXISTS record jsonb;
ALTER TABLE record_changes DROP CONSTRAINT IF EXISTS record_changes_action_check;
ALTER TABLE record_changes ADD CONSTRAINT record_changes_action_check CHECK (action IN ('create', 'update', 'delete', 'restore'));
CREATE INDEX IF NOT EXISTS record_changes_deleted_idx ON record_changes (table_name, id DESC) WHERE action = 'delete';

-- A POST sent again with the same Idempotency-Key (a retry after a lost answer) is answered from here, not done
-- twice: the key is taken before the work runs and holds its answer once it has one.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request text NOT NULL,
  status integer,
  answer text,
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_taken_idx ON idempotency_keys (taken_at);
