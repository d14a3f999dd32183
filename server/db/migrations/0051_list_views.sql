-- How each person arranges a list (server/capabilities/views.ts): the columns they show, in their order, per screen;
-- and saved views — a list's filters, sort and columns under a name, kept for their owner or shared with a role,
-- whose holders see it as a tab over the list. `indexed` is what the planner said when the view was saved: false when
-- its query would read the whole table at the size it had then (`npm run gen -- views` lists those).
CREATE TABLE IF NOT EXISTS list_columns (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  screen text NOT NULL,
  columns text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, screen)
);
CREATE TABLE IF NOT EXISTS saved_views (
  id serial PRIMARY KEY,
  screen text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id integer REFERENCES roles(id) ON DELETE CASCADE,
  query jsonb NOT NULL,
  columns text[],
  indexed boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS saved_views_owner_idx ON saved_views (owner_id, screen);
CREATE INDEX IF NOT EXISTS saved_views_role_idx ON saved_views (role_id, screen) WHERE role_id IS NOT NULL;
