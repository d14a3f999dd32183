// The check stage: what JSON Schema cannot say about the definitions, each concern in a file of its own. Names must
// agree across files, locales, the server's and the browser's catalogues; every problem has its code and place.
import type { Definitions } from '../load/sources';
import { ProblemList, type Problem } from '../core/problems';
import { checkActions } from './actions';
import { checkColumns } from './columns';
import { screenCheck } from './context';
import { checkFields } from './fields';
import { checkFilters } from './filters';
import { checkFind } from './find';
import { checkLookups } from './lookups';
import { checkNotify } from './notify';
import { checkPermissionNames } from './permissions';
import { checkIdentity, checkRowConditions, checkStorage, checkSummary } from './screen';
import { checkSidebar } from './sidebar';
import { checkHomes, checkView } from './views';
import { checkWorkflow } from './workflow';

/** The checks of one screen, in the order their problems are told. */
const SCREEN_CHECKS = [checkIdentity, checkStorage, checkColumns, checkFilters, checkFind, checkFields, checkActions, checkRowConditions, checkSummary, checkView, checkWorkflow, checkNotify] as const;

export function checkDefinitions(definitions: Definitions): Problem[] {
  const problems = new ProblemList();
  for (const source of definitions.screens) {
    const check = screenCheck(problems, definitions, source);
    for (const run of SCREEN_CHECKS) run(check);
  }
  checkHomes(problems, definitions);
  checkSidebar(problems, definitions);
  checkLookups(problems, definitions);
  checkPermissionNames(problems, definitions);
  return problems.items;
}
