// The readers of the screens whose rows the server assembles from several tables, of a grid's rows and columns and
// of the scale its totals are graded on
// (contract/catalogue.ts lists their names, which these tables must implement exactly).
import type { AxisName, ReaderName, ScaleName } from '../../contract/catalogue';
import type { AxisReader, ScaleReader, ScreenReader } from '../kernel/readers';
import { courseResults, gradeAnalyze, minorLogs } from './academic/readers';
import { accounts, apiTokens } from './accounts/readers';
import { edocInbox, edocSent } from './documents/readers';
import { hrAcademic, hrAdministration, hrInvited } from './hr/readers';
import { mailbox } from './messages/readers';
import { jobs } from './office/jobs';
import { mailLog } from './office/mail-log';
import { leadProjectApplications } from './projects/readers';
import { attendanceShares, courseLectures } from './teaching/attendance';
import { calendar, courseComponents, courseStudents, gradeScale, journal, lecturerSubjects, lecturerTimetable, registrationOffers, studentCourses, studentTimetable } from './teaching/readers';

export const readers: Readonly<Record<ReaderName, ScreenReader>> = {
  academicLecturers: hrAcademic,
  invitedLecturers: hrInvited,
  administrationStaff: hrAdministration,
  calendar,
  journal,
  studentCourses,
  studentTimetable,
  lecturerTimetable,
  registrationOffers,
  attendanceShares,
  lecturerSubjects,
  minorLogs,
  gradeAnalysis: gradeAnalyze,
  documentsReceived: edocInbox,
  documentsSent: edocSent,
  courseResults,
  mailbox,
  jobs,
  accounts,
  apiTokens,
  mailLog,
  leadProjectApplications,
};

export const axisReaders: Readonly<Record<AxisName, AxisReader>> = { courseStudents, courseComponents, courseLectures };

export const scaleReaders: Readonly<Record<ScaleName, ScaleReader>> = { gradeScale };
