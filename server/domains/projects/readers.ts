// The applications to the projects a lecturer leads (lecturer-project-applications): each application with its
// project's lead beside it, which the lecturer's screen scopes by (scope: lecturer_id), so another lead's answer 404;
// and the student and the project by name, so the lecturer's screen names no list of every student or project.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';
import { APPLICATIONS, PROJECTS } from './tables';

export const leadProjectApplications: ScreenReader = {
  rows: () => subquerySource(APPLICATIONS, `
    SELECT a.id, a.project_id, a.student_id, a.motivation, a.state, a.created_at, a.updated_at, p.lecturer_id,
      p.title AS project_title, trim(coalesce(s.surname, '') || ' ' || coalesce(s.name, '')) AS student_name
    FROM ${APPLICATIONS} a JOIN ${PROJECTS} p ON p.id = a.project_id JOIN students s ON s.id = a.student_id`, {
    id: 'integer', project_id: 'lookup', student_id: 'lookup', motivation: 'longtext', state: 'text', created_at: 'datetime',
    updated_at: 'datetime', lecturer_id: 'lookup', project_title: 'text', student_name: 'text',
  }),
};
