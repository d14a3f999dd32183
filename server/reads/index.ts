// The screens whose rows the server assembles, by screen name, and the extra lists some
// table-backed screens answer with besides their page (spec section 7).
import type { AppContext } from '../context';
import { lookupRows } from '../resources/lookups';
import { calendar, gradeAnalyze, journal, minorLogs } from './academic';
import { edocInbox, edocSent } from './documents';
import { hrAcademic, hrAdministration, hrInvited } from './hr';
import type { IrregularRead } from './types';

export type { IrregularRead } from './types';

export const irregularReads: Readonly<Record<string, IrregularRead>> = {
  academic: hrAcademic,
  invited: hrInvited,
  administration: hrAdministration,
  calendar,
  journal,
  'minor-logs': minorLogs,
  'grade-analyze': gradeAnalyze,
  'edoc-inbox': edocInbox,
  'edoc-sent': edocSent,
};

function lookupList(name: string) {
  return async (ctx: AppContext) => {
    const lookup = ctx.registry.lookups[name];
    return { [name]: lookup ? await lookupRows(ctx.db, ctx.locales, lookup) : [] };
  };
}

export const listExtras: Readonly<Record<string, (ctx: AppContext) => Promise<Record<string, unknown>>>> = {
  edoc: lookupList('userTypes'),
  surveys: lookupList('questionTypes'),
};
