-- A second factor for signing in (server/auth/second-factor.ts): an authenticator app's TOTP secret (RFC 6238) per
-- account, in a table of its own that no list, export or history reads; unconfirmed until a first code proves the app
-- holds it. `last_step` is the time-step of the last code accepted, so a code is never accepted twice.
CREATE TABLE IF NOT EXISTS second_factors (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Ten single-use codes for when the app is lost, kept only as SHA-256 hashes.
CREATE TABLE IF NOT EXISTS recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS recovery_codes_user_id_idx ON recovery_codes (user_id);
-- A sign-in between its password (or identity provider) and its code: a random ticket, kept as its hash, bound to
-- the account, good for a few minutes; `setup` when the account must first set up a factor.
CREATE TABLE IF NOT EXISTS sign_in_challenges (
  ticket_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  setup boolean NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_challenges_user_id_idx ON sign_in_challenges (user_id);
-- How a session's sign-in proved a second factor (code, recovery_code, provider), none when it did not: while the
-- setting requires one, an administrator's session without it is refused.
ALTER TABLE auth_tokens ADD COLUMN IF NOT EXISTS second_factor text;
