-- What the header's bell lists (server/notifications/): one row for each account told of something — a job of theirs
-- finished, a grade sheet waiting for their approval, their statement answered, a message to them. The words are kept
-- as an i18n key and its parameters, so a row reads in whichever language its reader chose; `link` is a path of the
-- app (/admin/course-grades?course_id=12), and a job's row names the job whose file it offers. Kept until read; a read
-- one for 30 days more (NOTIFICATIONS_KEPT_DAYS in contract/notifications.ts), then deleted as its owner next reads
-- the list. An account's rows go with it; a job forgotten with its file leaves the row, without the file.
CREATE TABLE IF NOT EXISTS notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  text_key text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  link text,
  job_id text REFERENCES jobs(id) ON DELETE SET NULL,
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- an account's unread rows newest first (the bell's count and the top of its list), then its read ones
CREATE INDEX IF NOT EXISTS notifications_user_read_id_idx ON notifications (user_id, read_at, id DESC);
-- a job's rows, for the foreign key's SET NULL when old jobs are forgotten
CREATE INDEX IF NOT EXISTS notifications_job_id_idx ON notifications (job_id) WHERE job_id IS NOT NULL;
