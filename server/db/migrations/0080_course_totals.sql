-- Each student's weighted total in each course, kept by the database as scores and components are written, whatever
-- writes them (the grid, an import, a job, a statement): the sum of the student's scores in the course, each times its
-- component's weight (a component of that course; a score with none counts nothing), out of 100 once divided by 100.
-- The academic record takes a course's results from these (server/domains/academic/record.ts) instead of summing
-- every score of the course again, and the courses' results list reads them (server/domains/academic/readers.ts),
-- best first from an index. A pair has a row once a score of it is written; without one its total is 0. Kept exactly
-- (numeric, no scale): each write moves a total by what it changed, so two writes at once both count (each waits for
-- the other's row).
CREATE TABLE IF NOT EXISTS course_totals (
  id integer GENERATED ALWAYS AS IDENTITY,
  course_id integer NOT NULL,
  student_id integer NOT NULL,
  weighted numeric NOT NULL,
  total numeric GENERATED ALWAYS AS (round(weighted / 100.0, 2)) STORED,
  PRIMARY KEY (course_id, student_id)
);
CREATE INDEX IF NOT EXISTS course_totals_total_id_idx ON course_totals (total, id);

-- scores added (TG_ARGV[0] = 1, the statement's new rows) or removed (-1, its old rows), once per statement: a
-- 100,000-score import moves each total once
CREATE OR REPLACE FUNCTION course_totals_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_totals AS t (course_id, student_id, weighted)
  SELECT g.course_id, g.student_id, TG_ARGV[0]::integer * coalesce(sum(g.score * cc.weight), 0)
  FROM moved g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
  GROUP BY g.course_id, g.student_id ORDER BY g.course_id, g.student_id
  ON CONFLICT (course_id, student_id) DO UPDATE SET weighted = t.weighted + EXCLUDED.weighted;
  RETURN NULL;
END $$;

-- scores changed: each total moved by the difference, and only where there is one
CREATE OR REPLACE FUNCTION course_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_totals AS t (course_id, student_id, weighted)
  SELECT d.course_id, d.student_id, sum(d.delta)
  FROM (
    SELECT g.course_id, g.student_id, g.score * cc.weight AS delta
    FROM became g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
    UNION ALL
    SELECT g.course_id, g.student_id, -(g.score * cc.weight)
    FROM was g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
  ) d
  WHERE d.delta IS NOT NULL
  GROUP BY d.course_id, d.student_id HAVING sum(d.delta) <> 0 ORDER BY d.course_id, d.student_id
  ON CONFLICT (course_id, student_id) DO UPDATE SET weighted = t.weighted + EXCLUDED.weighted;
  RETURN NULL;
END $$;

-- a component added, reweighted, moved to another course or removed: its scores taken out of the totals as it was and
-- put in as it is now (OLD is null on an insert, NEW on a delete)
CREATE OR REPLACE FUNCTION course_totals_reweighed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_totals AS t (course_id, student_id, weighted)
  SELECT d.course_id, d.student_id, sum(d.delta)
  FROM (
    SELECT g.course_id, g.student_id, g.score * NEW.weight AS delta
    FROM grades g WHERE g.course_id = NEW.course_id AND g.component_id = NEW.id
    UNION ALL
    SELECT g.course_id, g.student_id, -(g.score * OLD.weight)
    FROM grades g WHERE g.course_id = OLD.course_id AND g.component_id = OLD.id
  ) d
  WHERE d.delta IS NOT NULL
  GROUP BY d.course_id, d.student_id HAVING sum(d.delta) <> 0 ORDER BY d.course_id, d.student_id
  ON CONFLICT (course_id, student_id) DO UPDATE SET weighted = t.weighted + EXCLUDED.weighted;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS grades_course_totals_added ON grades;
CREATE TRIGGER grades_course_totals_added AFTER INSERT ON grades
  REFERENCING NEW TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION course_totals_moved('1');
DROP TRIGGER IF EXISTS grades_course_totals_removed ON grades;
CREATE TRIGGER grades_course_totals_removed AFTER DELETE ON grades
  REFERENCING OLD TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION course_totals_moved('-1');
DROP TRIGGER IF EXISTS grades_course_totals_changed ON grades;
CREATE TRIGGER grades_course_totals_changed AFTER UPDATE ON grades
  REFERENCING OLD TABLE AS was NEW TABLE AS became FOR EACH STATEMENT EXECUTE FUNCTION course_totals_changed();
DROP TRIGGER IF EXISTS course_components_course_totals ON course_components;
CREATE TRIGGER course_components_course_totals AFTER INSERT OR DELETE OR UPDATE OF weight, course_id ON course_components
  FOR EACH ROW EXECUTE FUNCTION course_totals_reweighed();

-- the totals of the scores already written
INSERT INTO course_totals (course_id, student_id, weighted)
SELECT g.course_id, g.student_id, coalesce(sum(g.score * cc.weight), 0)
FROM grades g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
GROUP BY g.course_id, g.student_id ORDER BY g.course_id, g.student_id
ON CONFLICT (course_id, student_id) DO NOTHING;
