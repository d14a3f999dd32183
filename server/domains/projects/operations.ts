// University projects (screens/projects.yaml and its areas' variants): a student applies to an approved project that
// has not ended (student-projects lists only those, so another answers 404), with a short motivation. The application
// is a row of the project-applications screen's table, written through that screen's own create: its schema, its
// references and its constraints (one application per student and project, kept by a unique index) refuse what breaks
// them, said in the student's language, and the creation is in its history as the student's.
import { HttpError } from '../../core/errors';
import type { Operation } from '../../kernel/operations';
import { createRow } from '../../kernel/records';
import { tableSource } from '../../kernel/table-source';
import { keeperOf } from '../rows/keeper';
import { APPLICATIONS } from './tables';

const applyToProject: Operation = async ({ ctx, user, t, resource, rows, values }) => {
  const [project] = rows;
  if (!project) throw new HttpError(404, 'server.errors.not_found');
  if (user.student_id === null) throw new HttpError(403, 'server.errors.forbidden');
  const applications = keeperOf(ctx, resource, APPLICATIONS);
  if (applications.table !== APPLICATIONS) throw new Error(`no screen keeps ${APPLICATIONS}`);
  await createRow(ctx, user, applications, tableSource(ctx, applications), {
    values: { project_id: project.id, student_id: user.student_id, motivation: values.motivation }, files: [], multipart: false,
  });
  return { done: 1, message: t.t('screens.student-projects.applied', { project: String(project.title) }) };
};

export const projectOperations = { applyToProject };
