// The readers of the screens whose rows the server assembles from several tables: a screen's YAML names one as
// its source.
import { courseResults, gradeAnalyze, minorLogs } from './academic';
import { accounts } from './accounts';
import { calendar, courseComponents, courseStudents, journal, lecturerSubjects, studentCourses } from './teaching';
import { edocInbox, edocSent } from './documents';
import { hrAcademic, hrAdministration, hrInvited } from './hr';
import { jobs } from './jobs';
import { mailLog } from './mail';
import { mailbox } from './messages';
import type { AxisReader, IrregularRead } from './types';

export type { AxisItem, AxisReader, IrregularRead } from './types';

/** The readers a screen names as its source (screen key source), by name; the codegen checks the names. */
export const readers: Readonly<Record<string, IrregularRead>> = {
  academicLecturers: hrAcademic,
  invitedLecturers: hrInvited,
  administrationStaff: hrAdministration,
  calendar,
  journal,
  studentCourses,
  lecturerSubjects,
  minorLogs,
  gradeAnalysis: gradeAnalyze,
  documentsReceived: edocInbox,
  documentsSent: edocSent,
  courseResults,
  mailbox,
  jobs,
  accounts,
  mailLog,
};

/** The readers a grid names for its rows and columns (screen key grid); the codegen checks the names. */
export const axes: Readonly<Record<string, AxisReader>> = {
  courseStudents,
  courseComponents,
};
