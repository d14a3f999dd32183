-- Written by hand: what the database keeps of university projects besides what screens/projects.yaml and
-- screens/project-applications.yaml declare (their unique index, capacity and projectOpen triggers are in the
-- generated migration before this one). A project has its lead, its title, its period (not ending before it starts)
-- and at least one place, and is in one of its workflow's states; an application names a project and a student that
-- exist, and is in one of its states. The server refuses the same
-- before writing, in the user's language; these keep any other program, and a second server, to the same rules.
ALTER TABLE projects ALTER COLUMN title SET NOT NULL;
ALTER TABLE projects ALTER COLUMN kind_id SET NOT NULL;
ALTER TABLE projects ALTER COLUMN lecturer_id SET NOT NULL;
ALTER TABLE projects ALTER COLUMN starts_on SET NOT NULL;
ALTER TABLE projects ALTER COLUMN ends_on SET NOT NULL;
ALTER TABLE projects ALTER COLUMN places SET NOT NULL;
ALTER TABLE projects ADD CONSTRAINT projects_period_check CHECK (ends_on >= starts_on);
ALTER TABLE projects ADD CONSTRAINT projects_places_check CHECK (places > 0);
ALTER TABLE projects ADD CONSTRAINT projects_state_check CHECK (state IN ('proposed', 'returned', 'approved', 'closed'));
ALTER TABLE projects ADD CONSTRAINT projects_lecturer_id_fkey FOREIGN KEY (lecturer_id) REFERENCES lecturers (id);

ALTER TABLE project_applications ALTER COLUMN project_id SET NOT NULL;
ALTER TABLE project_applications ALTER COLUMN student_id SET NOT NULL;
ALTER TABLE project_applications ADD CONSTRAINT project_applications_state_check CHECK (state IN ('applied', 'accepted', 'declined'));
ALTER TABLE project_applications ADD CONSTRAINT project_applications_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects (id);
ALTER TABLE project_applications ADD CONSTRAINT project_applications_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (id);
