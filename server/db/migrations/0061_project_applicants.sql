-- written by hand: whether a student has applied to a project is read by account as a mark is (project_applicants),
-- for the student's list of projects: its Apply is offered only where they have not applied yet.
CREATE OR REPLACE VIEW project_applicants AS
  SELECT a.project_id, u.id AS user_id FROM project_applications a JOIN users u ON u.student_id = a.student_id;
