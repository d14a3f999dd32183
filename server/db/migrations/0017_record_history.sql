-- The history of every record written through a screen (server/resources/history.ts): who added, changed or
-- deleted it, when, and each changed field's value before and after ({"status_id": [1, 2]}). A deleted record's
-- entry holds all its values. Kept with the record's table and id, not a reference, so it outlives the record.
CREATE TABLE IF NOT EXISTS record_changes (
  id bigserial PRIMARY KEY,
  table_name text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS record_changes_record_idx ON record_changes (table_name, record_id, id DESC);
