// The readers of the screens whose rows the server assembles from several tables: a screen's YAML names one as
// its source.
import { calendar, gradeAnalyze, journal, minorLogs } from './academic';
import { edocInbox, edocSent } from './documents';
import { hrAcademic, hrAdministration, hrInvited } from './hr';
import type { IrregularRead } from './types';

export type { IrregularRead } from './types';

/** The readers a screen names as its source (screen key source), by name; the codegen checks the names. */
export const readers: Readonly<Record<string, IrregularRead>> = {
  academicLecturers: hrAcademic,
  invitedLecturers: hrInvited,
  administrationStaff: hrAdministration,
  calendar,
  journal,
  minorLogs,
  gradeAnalysis: gradeAnalyze,
  documentsReceived: edocInbox,
  documentsSent: edocSent,
};
