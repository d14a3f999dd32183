// The rules over other tables a row must keep to be written (screen key constraints: requires), each domain's, by
// name: the codegen checks a screen's rule against these names and writes each as a trigger of its table, so the
// database keeps it whatever route, job, import or SQL statement writes the row.
import type { DatabaseRule } from '../../contract/catalogue';
import { projectRules } from './projects/rules';
import { teachingRules } from './teaching/rules';

export const ruleCatalogue = { ...teachingRules, ...projectRules } as const satisfies Readonly<Record<string, DatabaseRule>>;

export type RuleName = keyof typeof ruleCatalogue;
