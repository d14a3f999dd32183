-- Everyone signs in (issue 16): an account can be disabled and says when it last signed in and in which language
-- its mail is written; one-time links (an invitation to set the password, a password reset) are kept only as
-- hashes with their expiry and the moment they were used; every mail Aula sends is logged.
ALTER TABLE users ADD COLUMN IF NOT EXISTS disabled_at timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_sign_in_at timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'ka' CHECK (language IN ('ka', 'en'));
CREATE INDEX IF NOT EXISTS users_lecturer_id_idx ON users (lecturer_id) WHERE lecturer_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS users_administration_id_idx ON users (administration_id) WHERE administration_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS account_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS account_links_user_idx ON account_links (user_id, purpose, created_at DESC);

-- who asked for a password reset, by address and by the e-mail named (an unknown one too), to limit both
CREATE TABLE IF NOT EXISTS reset_requests (
  email text NOT NULL,
  address text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS reset_requests_email_idx ON reset_requests (email, requested_at);
CREATE INDEX IF NOT EXISTS reset_requests_address_idx ON reset_requests (address, requested_at);

CREATE TABLE IF NOT EXISTS mail_log (
  id bigserial PRIMARY KEY,
  occasion text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  language text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  error text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_log_sent_at_idx ON mail_log (sent_at DESC, id);
