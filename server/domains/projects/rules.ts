// The projects' rule over other tables (screen key constraints: requires), kept by the database as a trigger the
// codegen writes (server/domains/rules.ts).
import type { DatabaseRule } from '../../../contract/catalogue';

export const projectRules = {
  /**
   * A project takes applications while it is approved and has not ended (screens/projects.yaml's workflow): says the
   * project's title otherwise. A project's applications are checked one after another, and after a move of it.
   */
  projectOpen: {
    table: 'project_applications',
    field: 'project_id',
    reads: ['project_id'],
    lock: { table: 'projects', by: 'project_id' },
    missing: `SELECT p.title FROM projects p WHERE p.id = NEW.project_id AND (p.state <> 'approved' OR p.ends_on < current_date)`,
  },
} as const satisfies Readonly<Record<string, DatabaseRule>>;
