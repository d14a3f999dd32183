-- API tokens (server/auth/api-tokens.ts): what the university's other systems call the API with. Each is held by an
-- account of its own (named as the token, which cannot sign in), so its writes are in the history under its name;
-- it reads the screens of `permissions` and writes those of `writes`. Only its hash is kept; a revoked or expired one
-- answers nothing. `addresses` (IP addresses or CIDR ranges), when any, are the only ones it is taken from.
CREATE TABLE IF NOT EXISTS api_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  permissions text[] NOT NULL,
  writes text[] NOT NULL DEFAULT '{}' CHECK (writes <@ permissions),
  addresses text[] NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
