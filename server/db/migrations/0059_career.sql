-- written by hand: what the career office's tables keep beside the generated columns (0058). The references and
-- rules the kernel checks on every write are kept by the database too; a student's saved vacancies are marks of
-- their account (vacancy_saves), and whether they applied to a vacancy is read by account as a mark is
-- (vacancy_applicants), for the student's list of vacancies.
ALTER TABLE vacancies ALTER COLUMN title SET NOT NULL;
ALTER TABLE vacancies ALTER COLUMN deadline SET NOT NULL;
ALTER TABLE vacancies ADD CONSTRAINT vacancies_state_check CHECK (state IN ('draft', 'open', 'closed'));
ALTER TABLE vacancy_applications ALTER COLUMN vacancy_id SET NOT NULL;
ALTER TABLE vacancy_applications ALTER COLUMN student_id SET NOT NULL;
ALTER TABLE vacancy_applications ADD CONSTRAINT vacancy_applications_vacancy_id_fkey FOREIGN KEY (vacancy_id) REFERENCES vacancies(id);
ALTER TABLE vacancy_applications ADD CONSTRAINT vacancy_applications_student_id_fkey FOREIGN KEY (student_id) REFERENCES students(id);
ALTER TABLE vacancy_applications ADD CONSTRAINT vacancy_applications_state_check
  CHECK (state IN ('sent', 'viewed', 'shortlisted', 'declined', 'hired'));
ALTER TABLE career_profiles ALTER COLUMN student_id SET NOT NULL;
ALTER TABLE career_profiles ALTER COLUMN visible SET DEFAULT false;
ALTER TABLE career_profiles ADD CONSTRAINT career_profiles_student_id_fkey FOREIGN KEY (student_id) REFERENCES students(id);

CREATE TABLE IF NOT EXISTS vacancy_saves (
  vacancy_id integer NOT NULL REFERENCES vacancies(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (vacancy_id, user_id)
);
CREATE INDEX IF NOT EXISTS vacancy_saves_user_id_idx ON vacancy_saves (user_id);

CREATE OR REPLACE VIEW vacancy_applicants AS
  SELECT a.vacancy_id, u.id AS user_id FROM vacancy_applications a JOIN users u ON u.student_id = a.student_id;
