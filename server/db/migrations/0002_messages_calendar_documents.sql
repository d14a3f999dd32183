-- The tables of the screens the server assembles: messages, the calendar, HR contracts, the journal,
-- electronic documents and minor logs.
CREATE TABLE IF NOT EXISTS messages (
  id serial PRIMARY KEY,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS messages_unread_idx ON messages (recipient_id) WHERE read_at IS NULL;
CREATE TABLE IF NOT EXISTS calendar_events (
  id serial PRIMARY KEY,
  title text COLLATE "C" NOT NULL,
  start_at timestamp NOT NULL,
  end_at timestamp NOT NULL,
  place text,
  program_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS lectures (
  id serial PRIMARY KEY,
  subject text COLLATE "C" NOT NULL,
  start_at timestamp NOT NULL,
  end_at timestamp NOT NULL,
  auditorium_id integer,
  lecturer_id integer,
  program_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS calendar_events_start_at_idx ON calendar_events (start_at);
CREATE INDEX IF NOT EXISTS lectures_start_at_idx ON lectures (start_at);
CREATE TABLE IF NOT EXISTS hr_contracts (
  id serial PRIMARY KEY,
  staff_type text NOT NULL CHECK (staff_type IN ('lecturer', 'administration')),
  staff_id integer NOT NULL,
  start_of_contract date,
  completion_of_contract date,
  appointment_order_number text,
  appointment_order_date date,
  vacancy_order text,
  academic_rank_id integer,
  work_type_id integer,
  UNIQUE (staff_type, staff_id)
);
CREATE TABLE IF NOT EXISTS journal_courses (
  id serial PRIMARY KEY,
  code text COLLATE "C" NOT NULL,
  name text COLLATE "C" NOT NULL,
  lecturers text NOT NULL DEFAULT '',
  student_groups text NOT NULL DEFAULT '',
  semester integer NOT NULL,
  students_count integer NOT NULL DEFAULT 0,
  learn_year_id integer,
  school_id integer
);
CREATE TABLE IF NOT EXISTS edocs (
  id serial PRIMARY KEY,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  recipient_id integer REFERENCES users(id) ON DELETE SET NULL,
  template_id integer,
  text text NOT NULL DEFAULT '',
  document_number text COLLATE "C",
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS minor_logs (
  id serial PRIMARY KEY,
  first_name text COLLATE "C" NOT NULL,
  last_name text COLLATE "C" NOT NULL,
  personal_id text COLLATE "C" NOT NULL,
  minor_name text COLLATE "C" NOT NULL,
  flow_id integer,
  flow_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
