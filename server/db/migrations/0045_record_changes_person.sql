-- A person's data given back (export) and erased (erase) are entries of their record's history (server/kernel/person.ts):
-- who gave or erased it and when, an erasure's reason and the fields it erased, never their values.
ALTER TABLE record_changes DROP CONSTRAINT IF EXISTS record_changes_action_check;
ALTER TABLE record_changes ADD CONSTRAINT record_changes_action_check CHECK (action IN ('create', 'update', 'delete', 'restore', 'export', 'erase'));
