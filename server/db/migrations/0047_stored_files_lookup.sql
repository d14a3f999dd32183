-- A stored file is served to whoever may read the record holding it (server/capabilities/stored-files.ts), found by
-- the file's stored name: an account's photo by its column, a deleted record's kept file inside its deleted copy.
-- (The screens' file fields are indexed by the codegen's migrations.)
CREATE INDEX IF NOT EXISTS users_photo_idx ON users (photo);
CREATE INDEX IF NOT EXISTS record_changes_deleted_row_idx ON record_changes USING gin ((record -> 'row') jsonb_path_ops) WHERE action = 'delete';
