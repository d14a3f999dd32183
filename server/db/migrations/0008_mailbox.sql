-- Messages as a mailbox: a message is written once, and each person it concerns has a row of it in their
-- mailbox (the sender's sent or drafts, each recipient's inbox) carrying that person's read state and favourite.
-- A draft has no sent_at. What a message was addressed to (people, groups, programmes, roles) is kept as chosen.
-- Accounts learn the student or lecturer they belong to, so a group or a programme reaches its students.
ALTER TABLE users ADD COLUMN IF NOT EXISTS student_id integer REFERENCES students(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN IF NOT EXISTS lecturer_id integer REFERENCES lecturers(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS users_student_id_idx ON users (student_id) WHERE student_id IS NOT NULL;

ALTER TABLE messages ADD COLUMN IF NOT EXISTS sent_at timestamptz;
ALTER TABLE messages ADD COLUMN IF NOT EXISTS addressed jsonb NOT NULL DEFAULT '{}';
ALTER TABLE messages ADD COLUMN IF NOT EXISTS attachment text;
UPDATE messages SET sent_at = created_at;

CREATE TABLE IF NOT EXISTS mailbox (
  id serial PRIMARY KEY,
  message_id integer NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  box text NOT NULL CHECK (box IN ('inbox', 'sent', 'drafts')),
  read_at timestamptz,
  favourite boolean NOT NULL DEFAULT false,
  UNIQUE (message_id, owner_id, box)
);
INSERT INTO mailbox (message_id, owner_id, box, read_at)
  SELECT id, recipient_id, 'inbox', read_at FROM messages WHERE recipient_id IS NOT NULL;
INSERT INTO mailbox (message_id, owner_id, box, read_at)
  SELECT id, sender_id, 'sent', created_at FROM messages WHERE sender_id IS NOT NULL;
UPDATE messages m SET addressed = jsonb_build_object('to_users', jsonb_build_array(m.recipient_id)) WHERE m.recipient_id IS NOT NULL;
DROP INDEX IF EXISTS messages_unread_idx;
ALTER TABLE messages DROP COLUMN IF EXISTS recipient_id;
ALTER TABLE messages DROP COLUMN IF EXISTS read_at;

CREATE INDEX IF NOT EXISTS mailbox_owner_box_idx ON mailbox (owner_id, box, message_id);
CREATE INDEX IF NOT EXISTS mailbox_unread_idx ON mailbox (owner_id) WHERE read_at IS NULL AND box = 'inbox';
CREATE INDEX IF NOT EXISTS mailbox_message_id_idx ON mailbox (message_id);

-- an account's name as one text, for the lists that offer accounts to choose (a message's recipients)
ALTER TABLE users ADD COLUMN IF NOT EXISTS full_name text GENERATED ALWAYS AS (trim(first_name || ' ' || last_name)) STORED;
