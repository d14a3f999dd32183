-- Calendar feeds (server/capabilities/feed.ts): each person's secret address of a calendar screen's iCalendar feed.
-- One per account and screen; a new address replaces the old one, which stops answering at once. The token is the
-- address's secret part, looked up on every read of the feed (by calendar programs, without a session).
CREATE TABLE IF NOT EXISTS calendar_feeds (
  account_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  screen text NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, screen)
);
-- A group's courses, found by the index of the courses' groups rather than by reading every course (a student's
-- timetable and feed: `group_ids @> ARRAY[group]`).
CREATE INDEX IF NOT EXISTS journal_courses_group_ids_gin ON journal_courses USING gin (group_ids);
