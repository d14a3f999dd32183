-- Stored files whose removal waits for a backup to finish copying the files (issue 52; server/files/removals.ts): a
-- file no row names any more is removed at once, unless a backup holds the files, whose dump may name it still. Each
-- is a field's value, `/storage/<name>`; removed, with its row, by the next removal after the backup.
CREATE TABLE IF NOT EXISTS files_to_remove (
  value text PRIMARY KEY,
  noted_at timestamptz NOT NULL DEFAULT now()
);
