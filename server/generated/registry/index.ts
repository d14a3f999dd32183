// generated — edit screens/ instead. Run `npm run gen` after changing it.

import type { Registry } from '../../../contract/model';
import { academicStandingsScreen } from './academic-standings';
import { academicScreen } from './academic';
import { accountsScreen } from './accounts';
import { administrationItemsScreen } from './administration-items';
import { administrationPositionsScreen } from './administration-positions';
import { administrationScreen } from './administration';
import { administrationsScreen } from './administrations';
import { apiTokensScreen } from './api-tokens';
import { applyBachelorScreen } from './apply-bachelor';
import { applyScreen } from './apply';
import { assessmentsScreen } from './assessments';
import { attendanceWarningsScreen } from './attendance-warnings';
import { auditoriumsScreen } from './auditoriums';
import { bachelorScreen } from './bachelor';
import { calendarScreen } from './calendar';
import { campusesScreen } from './campuses';
import { careerProfilesScreen } from './career-profiles';
import { concentratesScreen } from './concentrates';
import { courseAttendanceScreen } from './course-attendance';
import { courseComponentsScreen } from './course-components';
import { courseGradesScreen } from './course-grades';
import { courseResultsScreen } from './course-results';
import { curriculumScreen } from './curriculum';
import { documentRequestsScreen } from './document-requests';
import { edocInboxScreen } from './edoc-inbox';
import { edocSentScreen } from './edoc-sent';
import { edocScreen } from './edoc';
import { emailManagingScreen } from './email-managing';
import { financeStatementScreen } from './finance-statement';
import { financesScreen } from './finances';
import { flowsScreen } from './flows';
import { gradeAnalyzeScreen } from './grade-analyze';
import { gradeListScreen } from './grade-list';
import { gradeScaleScreen } from './grade-scale';
import { homeScreen } from './home';
import { hrStatisticsScreen } from './hr-statistics';
import { hseScreen } from './hse';
import { invitedScreen } from './invited';
import { jobsScreen } from './jobs';
import { journalScreen } from './journal';
import { learnYearsScreen } from './learn-years';
import { lecturerAttendanceScreen } from './lecturer-attendance';
import { lecturerCoursesScreen } from './lecturer-courses';
import { lecturerFinancesScreen } from './lecturer-finances';
import { lecturerGradesScreen } from './lecturer-grades';
import { lecturerMessagesScreen } from './lecturer-messages';
import { lecturerNewsScreen } from './lecturer-news';
import { lecturerProjectApplicationsScreen } from './lecturer-project-applications';
import { lecturerProjectsScreen } from './lecturer-projects';
import { lecturerSurveysScreen } from './lecturer-surveys';
import { lecturerSyllabiScreen } from './lecturer-syllabi';
import { lecturerTimetableScreen } from './lecturer-timetable';
import { lecturersScreen } from './lecturers';
import { libraryAddScreen } from './library-add';
import { libraryLmbScreen } from './library-lmb';
import { librarySubjectScreen } from './library-subject';
import { mailLogScreen } from './mail-log';
import { masterScreen } from './master';
import { messagesScreen } from './messages';
import { minorLogsScreen } from './minor-logs';
import { newsScreen } from './news';
import { onlinePaymentsScreen } from './online-payments';
import { permissionsScreen } from './permissions';
import { phdScreen } from './phd';
import { pointsAnalyzeScreen } from './points-analyze';
import { programsScreen } from './programs';
import { projectApplicationsScreen } from './project-applications';
import { projectsScreen } from './projects';
import { registrationWindowsScreen } from './registration-windows';
import { registrationsScreen } from './registrations';
import { rolesScreen } from './roles';
import { schoolsScreen } from './schools';
import { signsScreen } from './signs';
import { studentApplicationsScreen } from './student-applications';
import { studentAttendanceScreen } from './student-attendance';
import { studentCareerScreen } from './student-career';
import { studentDocumentRequestsScreen } from './student-document-requests';
import { studentDocumentsScreen } from './student-documents';
import { studentFinancesScreen } from './student-finances';
import { studentGradesScreen } from './student-grades';
import { studentGroupsScreen } from './student-groups';
import { studentLibraryScreen } from './student-library';
import { studentMessagesScreen } from './student-messages';
import { studentNewsScreen } from './student-news';
import { studentPaymentsScreen } from './student-payments';
import { studentProjectApplicationsScreen } from './student-project-applications';
import { studentProjectsScreen } from './student-projects';
import { studentRegistrationScreen } from './student-registration';
import { studentStatementsScreen } from './student-statements';
import { studentSubjectsScreen } from './student-subjects';
import { studentSurveysScreen } from './student-surveys';
import { studentTimetableScreen } from './student-timetable';
import { studentVacanciesScreen } from './student-vacancies';
import { studentsScreen } from './students';
import { surveysScreen } from './surveys';
import { tccScreen } from './tcc';
import { vacanciesScreen } from './vacancies';
import { vacancyApplicationsScreen } from './vacancy-applications';

export const registry: Registry = {
  screens: {
    'academic-standings': academicStandingsScreen,
    academic: academicScreen,
    accounts: accountsScreen,
    'administration-items': administrationItemsScreen,
    'administration-positions': administrationPositionsScreen,
    administration: administrationScreen,
    administrations: administrationsScreen,
    'api-tokens': apiTokensScreen,
    'apply-bachelor': applyBachelorScreen,
    apply: applyScreen,
    assessments: assessmentsScreen,
    'attendance-warnings': attendanceWarningsScreen,
    auditoriums: auditoriumsScreen,
    bachelor: bachelorScreen,
    calendar: calendarScreen,
    campuses: campusesScreen,
    'career-profiles': careerProfilesScreen,
    concentrates: concentratesScreen,
    'course-attendance': courseAttendanceScreen,
    'course-components': courseComponentsScreen,
    'course-grades': courseGradesScreen,
    'course-results': courseResultsScreen,
    curriculum: curriculumScreen,
    'document-requests': documentRequestsScreen,
    'edoc-inbox': edocInboxScreen,
    'edoc-sent': edocSentScreen,
    edoc: edocScreen,
    'email-managing': emailManagingScreen,
    'finance-statement': financeStatementScreen,
    finances: financesScreen,
    flows: flowsScreen,
    'grade-analyze': gradeAnalyzeScreen,
    'grade-list': gradeListScreen,
    'grade-scale': gradeScaleScreen,
    home: homeScreen,
    'hr-statistics': hrStatisticsScreen,
    hse: hseScreen,
    invited: invitedScreen,
    jobs: jobsScreen,
    journal: journalScreen,
    'learn-years': learnYearsScreen,
    'lecturer-attendance': lecturerAttendanceScreen,
    'lecturer-courses': lecturerCoursesScreen,
    'lecturer-finances': lecturerFinancesScreen,
    'lecturer-grades': lecturerGradesScreen,
    'lecturer-messages': lecturerMessagesScreen,
    'lecturer-news': lecturerNewsScreen,
    'lecturer-project-applications': lecturerProjectApplicationsScreen,
    'lecturer-projects': lecturerProjectsScreen,
    'lecturer-surveys': lecturerSurveysScreen,
    'lecturer-syllabi': lecturerSyllabiScreen,
    'lecturer-timetable': lecturerTimetableScreen,
    lecturers: lecturersScreen,
    'library-add': libraryAddScreen,
    'library-lmb': libraryLmbScreen,
    'library-subject': librarySubjectScreen,
    'mail-log': mailLogScreen,
    master: masterScreen,
    messages: messagesScreen,
    'minor-logs': minorLogsScreen,
    news: newsScreen,
    'online-payments': onlinePaymentsScreen,
    permissions: permissionsScreen,
    phd: phdScreen,
    'points-analyze': pointsAnalyzeScreen,
    programs: programsScreen,
    'project-applications': projectApplicationsScreen,
    projects: projectsScreen,
    'registration-windows': registrationWindowsScreen,
    registrations: registrationsScreen,
    roles: rolesScreen,
    schools: schoolsScreen,
    signs: signsScreen,
    'student-applications': studentApplicationsScreen,
    'student-attendance': studentAttendanceScreen,
    'student-career': studentCareerScreen,
    'student-document-requests': studentDocumentRequestsScreen,
    'student-documents': studentDocumentsScreen,
    'student-finances': studentFinancesScreen,
    'student-grades': studentGradesScreen,
    'student-groups': studentGroupsScreen,
    'student-library': studentLibraryScreen,
    'student-messages': studentMessagesScreen,
    'student-news': studentNewsScreen,
    'student-payments': studentPaymentsScreen,
    'student-project-applications': studentProjectApplicationsScreen,
    'student-projects': studentProjectsScreen,
    'student-registration': studentRegistrationScreen,
    'student-statements': studentStatementsScreen,
    'student-subjects': studentSubjectsScreen,
    'student-surveys': studentSurveysScreen,
    'student-timetable': studentTimetableScreen,
    'student-vacancies': studentVacanciesScreen,
    students: studentsScreen,
    surveys: surveysScreen,
    tcc: tccScreen,
    vacancies: vacanciesScreen,
    'vacancy-applications': vacancyApplicationsScreen,
  },
  lookups: {
    academicDegrees: {
      name: 'academicDegrees',
      options: [
        { id: 1, label: 'options.academicDegrees.bachelor' },
        { id: 2, label: 'options.academicDegrees.master' },
        { id: 3, label: 'options.academicDegrees.doctor' },
        { id: 4, label: 'options.academicDegrees.professional' },
      ],
    },
    academicRanks: {
      name: 'academicRanks',
      options: [
        { id: 1, label: 'options.academicRanks.professor' },
        { id: 2, label: 'options.academicRanks.associate_professor' },
        { id: 3, label: 'options.academicRanks.assistant_professor' },
        { id: 4, label: 'options.academicRanks.assistant' },
      ],
    },
    academicStandings: { name: 'academicStandings', table: 'academic_standings' },
    accounts: { name: 'accounts', table: 'users', label: 'full_name', system: true },
    adminAccounts: { name: 'adminAccounts', table: 'users', label: 'full_name', where: { user_type_id: 1 }, system: true },
    administrationItems: { name: 'administrationItems', table: 'administration_items' },
    administrationPositions: { name: 'administrationPositions', table: 'administration_positions' },
    admissionStates: {
      name: 'admissionStates',
      options: [
        { id: 'submitted', label: 'workflow.admission.submitted' },
        { id: 'review', label: 'workflow.admission.review' },
        { id: 'offered', label: 'workflow.admission.offered' },
        { id: 'accepted', label: 'workflow.admission.accepted' },
        { id: 'declined', label: 'workflow.admission.declined' },
        { id: 'rejected', label: 'workflow.admission.rejected' },
        { id: 'enrolled', label: 'workflow.admission.enrolled' },
      ],
    },
    affiliated: {
      name: 'affiliated',
      options: [{ id: 1, label: 'options.affiliated.academic' }, { id: 0, label: 'options.affiliated.invited' }],
    },
    applicantRegisters: {
      name: 'applicantRegisters',
      options: [
        { id: 'master', label: 'sidebar.master', where: { academic_degree_id: 2 } },
        { id: 'phd', label: 'sidebar.phd', where: { academic_degree_id: 3 } },
        { id: 'tcc', label: 'sidebar.tcc', where: { academic_degree_id: 4 } },
        { id: 'hse', label: 'sidebar.hse', where: { academic_degree_id: 4 } },
      ],
    },
    applicationStates: {
      name: 'applicationStates',
      options: [
        { id: 'sent', label: 'workflow.application.sent' },
        { id: 'viewed', label: 'workflow.application.viewed' },
        { id: 'shortlisted', label: 'workflow.application.shortlisted' },
        { id: 'declined', label: 'workflow.application.declined' },
        { id: 'hired', label: 'workflow.application.hired' },
      ],
    },
    assessmentTypes: {
      name: 'assessmentTypes',
      options: [
        { id: 1, label: 'options.assessmentTypes.standard' },
        { id: 2, label: 'options.assessmentTypes.middle' },
        { id: 3, label: 'options.assessmentTypes.final' },
      ],
    },
    attendanceMarks: {
      name: 'attendanceMarks',
      options: [
        { id: 1, label: 'options.attendanceMarks.present' },
        { id: 2, label: 'options.attendanceMarks.late' },
        { id: 3, label: 'options.attendanceMarks.absent' },
        { id: 4, label: 'options.attendanceMarks.excused' },
      ],
    },
    auditoriums: { name: 'auditoriums', table: 'auditoriums', label: 'name' },
    bachelorPrograms: { name: 'bachelorPrograms', table: 'programs', where: { academic_degree_id: 1 } },
    basicOfEnrollments: {
      name: 'basicOfEnrollments',
      options: [
        { id: 1, label: 'options.basicOfEnrollments.national_exams' },
        { id: 2, label: 'options.basicOfEnrollments.mobility' },
        { id: 3, label: 'options.basicOfEnrollments.international' },
        { id: 4, label: 'options.basicOfEnrollments.reinstatement' },
        { id: 5, label: 'options.basicOfEnrollments.exempt' },
      ],
    },
    calendarEntryTypes: {
      name: 'calendarEntryTypes',
      options: [
        { id: 1, label: 'options.calendarEntryTypes.event', color: '#0b6fb0' },
        { id: 2, label: 'options.calendarEntryTypes.lecture', color: '#1a7f4b' },
      ],
    },
    campuses: { name: 'campuses', table: 'campuses' },
    citizenship: {
      name: 'citizenship',
      options: [
        { id: 1, label: 'options.citizenship.georgia' },
        { id: 2, label: 'options.citizenship.foreign' },
        { id: 3, label: 'options.citizenship.stateless' },
      ],
    },
    courseComponents: { name: 'courseComponents', table: 'course_components', parent: 'course_id' },
    courses: {
      name: 'courses',
      table: 'journal_courses',
      label: 'name',
      shows: ['name', 'code'],
      search: true,
      labels: {
        ka: 'concat_ws(\' \', journal_courses.name, journal_courses.code)',
        en: 'concat_ws(\' \', journal_courses.name, journal_courses.code)',
      },
    },
    directions: {
      name: 'directions',
      options: [
        { id: 1, label: 'options.directions.law' },
        { id: 2, label: 'options.directions.public_administration' },
        { id: 3, label: 'options.directions.political_science' },
        { id: 4, label: 'options.directions.international_relations' },
        { id: 5, label: 'options.directions.journalism' },
        { id: 6, label: 'options.directions.business' },
        { id: 7, label: 'options.directions.social_sciences' },
      ],
    },
    documentRequestStates: {
      name: 'documentRequestStates',
      options: [
        { id: 'requested', label: 'workflow.documentRequests.requested' },
        { id: 'issued', label: 'workflow.documentRequests.issued' },
        { id: 'refused', label: 'workflow.documentRequests.refused' },
      ],
    },
    documentTemplates: { name: 'documentTemplates', table: 'edoc_templates', label: 'name' },
    englishLevels: {
      name: 'englishLevels',
      options: [
        { id: 1, label: 'options.englishLevels.a1' },
        { id: 2, label: 'options.englishLevels.a2' },
        { id: 3, label: 'options.englishLevels.b1' },
        { id: 4, label: 'options.englishLevels.b2' },
        { id: 5, label: 'options.englishLevels.c1' },
        { id: 6, label: 'options.englishLevels.c2' },
      ],
    },
    flows: { name: 'flows', table: 'flows', label: 'name', parent: 'program_id' },
    gradeSheetStates: {
      name: 'gradeSheetStates',
      options: [
        { id: 'open', label: 'workflow.grades.open' },
        { id: 'submitted', label: 'workflow.grades.submitted' },
        { id: 'approved', label: 'workflow.grades.approved' },
        { id: 'rectification', label: 'workflow.grades.rectification' },
      ],
    },
    jobKinds: {
      name: 'jobKinds',
      options: [
        { id: 'exportList', label: 'options.jobKinds.exportList' },
        { id: 'financeReport', label: 'options.jobKinds.financeReport' },
        { id: 'recomputeRecords', label: 'options.jobKinds.recomputeRecords' },
        { id: 'issueDocuments', label: 'options.jobKinds.issueDocuments' },
      ],
    },
    jobStates: {
      name: 'jobStates',
      options: [
        { id: 'queued', label: 'options.jobStates.queued' },
        { id: 'running', label: 'options.jobStates.running' },
        { id: 'completed', label: 'options.jobStates.completed' },
        { id: 'failed', label: 'options.jobStates.failed' },
      ],
    },
    languages: {
      name: 'languages',
      options: [{ id: 1, label: 'options.languages.ka' }, { id: 2, label: 'options.languages.en' }],
    },
    learnYear: {
      name: 'learnYear',
      table: 'learn_years',
      label: 'name',
      shows: ['name', 'program_id.programs'],
      parent: 'program_id',
      labels: {
        ka: 'concat_ws(\' \', learn_years.name, (SELECT t.name_ka FROM programs t WHERE t.id = learn_years.program_id))',
        en: 'concat_ws(\' \', learn_years.name, (SELECT t.name_en FROM programs t WHERE t.id = learn_years.program_id))',
      },
    },
    lecturers: {
      name: 'lecturers',
      table: 'lecturers',
      label: 'last_name',
      shows: ['last_name', 'first_name', 'identity_number'],
      labels: {
        ka: 'concat_ws(\' \', lecturers.last_name, lecturers.first_name, lecturers.identity_number)',
        en: 'concat_ws(\' \', lecturers.last_name, lecturers.first_name, lecturers.identity_number)',
      },
    },
    mailBoxes: {
      name: 'mailBoxes',
      options: [
        { id: 'inbox', label: 'options.mailBoxes.inbox' },
        { id: 'sent', label: 'options.mailBoxes.sent' },
        { id: 'drafts', label: 'options.mailBoxes.drafts' },
      ],
    },
    mailStatuses: {
      name: 'mailStatuses',
      options: [
        { id: 'sent', label: 'options.mailStatuses.sent' },
        { id: 'failed', label: 'options.mailStatuses.failed' },
      ],
    },
    meetingKinds: {
      name: 'meetingKinds',
      options: [
        { id: 1, label: 'options.meetingKinds.lecture' },
        { id: 2, label: 'options.meetingKinds.seminar' },
        { id: 3, label: 'options.meetingKinds.exam' },
      ],
    },
    mobility: {
      name: 'mobility',
      options: [{ id: 1, label: 'options.mobility.internal' }, { id: 2, label: 'options.mobility.international' }],
    },
    months: {
      name: 'months',
      options: [
        { id: 1, label: 'options.months.m01' },
        { id: 2, label: 'options.months.m02' },
        { id: 3, label: 'options.months.m03' },
        { id: 4, label: 'options.months.m04' },
        { id: 5, label: 'options.months.m05' },
        { id: 6, label: 'options.months.m06' },
        { id: 7, label: 'options.months.m07' },
        { id: 8, label: 'options.months.m08' },
        { id: 9, label: 'options.months.m09' },
        { id: 10, label: 'options.months.m10' },
        { id: 11, label: 'options.months.m11' },
        { id: 12, label: 'options.months.m12' },
      ],
    },
    paymentMethods: {
      name: 'paymentMethods',
      options: [
        { id: 1, label: 'options.paymentMethods.bank_transfer' },
        { id: 2, label: 'options.paymentMethods.card' },
        { id: 3, label: 'options.paymentMethods.cash' },
        { id: 4, label: 'options.paymentMethods.opening_balance' },
        { id: 5, label: 'options.paymentMethods.online' },
      ],
    },
    paymentStates: {
      name: 'paymentStates',
      options: [
        { id: 1, label: 'options.paymentStates.awaiting' },
        { id: 2, label: 'options.paymentStates.paid' },
        { id: 3, label: 'options.paymentStates.failed' },
        { id: 4, label: 'options.paymentStates.refunded_partly' },
        { id: 5, label: 'options.paymentStates.refunded' },
        { id: 6, label: 'options.paymentStates.to_refund' },
      ],
    },
    permissions: { name: 'permissions', table: 'permissions', label: 'title' },
    programs: { name: 'programs', table: 'programs', parent: 'school_id', narrowedBy: ['academic_degree_id'] },
    projectApplications: {
      name: 'projectApplications',
      table: 'project_applications',
      label: 'project_id',
      shows: ['project_id.projects'],
      labels: {
        ka: 'concat_ws(\' \', (SELECT t.title FROM projects t WHERE t.id = project_applications.project_id))',
        en: 'concat_ws(\' \', (SELECT t.title FROM projects t WHERE t.id = project_applications.project_id))',
      },
    },
    projectApplicationStates: {
      name: 'projectApplicationStates',
      options: [
        { id: 'applied', label: 'workflow.projectApplications.applied' },
        { id: 'accepted', label: 'workflow.projectApplications.accepted' },
        { id: 'declined', label: 'workflow.projectApplications.declined' },
      ],
    },
    projectKinds: {
      name: 'projectKinds',
      options: [
        { id: 1, label: 'options.projectKinds.research' },
        { id: 2, label: 'options.projectKinds.community' },
        { id: 3, label: 'options.projectKinds.grant' },
      ],
    },
    projectLeads: {
      name: 'projectLeads',
      table: 'lecturers',
      label: 'last_name',
      shows: ['first_name', 'last_name'],
      labels: {
        ka: 'concat_ws(\' \', lecturers.first_name, lecturers.last_name)',
        en: 'concat_ws(\' \', lecturers.first_name, lecturers.last_name)',
      },
    },
    projects: { name: 'projects', table: 'projects', label: 'title', search: true },
    projectStates: {
      name: 'projectStates',
      options: [
        { id: 'proposed', label: 'workflow.projects.proposed' },
        { id: 'returned', label: 'workflow.projects.returned' },
        { id: 'approved', label: 'workflow.projects.approved' },
        { id: 'closed', label: 'workflow.projects.closed' },
      ],
    },
    questionTypes: {
      name: 'questionTypes',
      options: [
        { id: 1, label: 'options.questionTypes.single_choice' },
        { id: 2, label: 'options.questionTypes.multiple_choice' },
        { id: 3, label: 'options.questionTypes.scale' },
        { id: 4, label: 'options.questionTypes.text' },
      ],
    },
    registrationOffers: {
      name: 'registrationOffers',
      options: [
        { id: 'register', label: 'options.registrationOffers.register' },
        { id: 'wait', label: 'options.registrationOffers.wait' },
        { id: 'registered', label: 'options.registrationOffers.registered' },
        { id: 'waiting', label: 'options.registrationOffers.waiting' },
        { id: 'group', label: 'options.registrationOffers.group' },
        { id: 'closed', label: 'options.registrationOffers.closed' },
      ],
    },
    registrationStates: {
      name: 'registrationStates',
      options: [
        { id: 1, label: 'options.registrationStates.registered' },
        { id: 2, label: 'options.registrationStates.waiting' },
      ],
    },
    roles: { name: 'roles', table: 'roles', label: 'title' },
    school: { name: 'school', table: 'schools' },
    sex: { name: 'sex', options: [{ id: 0, label: 'options.sex.female' }, { id: 1, label: 'options.sex.male' }] },
    statementStatuses: {
      name: 'statementStatuses',
      options: [
        { id: 1, label: 'options.statementStatuses.pending' },
        { id: 2, label: 'options.statementStatuses.completed' },
        { id: 3, label: 'options.statementStatuses.rejected' },
      ],
    },
    status: {
      name: 'status',
      options: [
        { id: 1, label: 'options.status.active' },
        { id: 2, label: 'options.status.inactive' },
        { id: 3, label: 'options.status.suspended' },
        { id: 4, label: 'options.status.graduated' },
      ],
    },
    studentGroups: { name: 'studentGroups', table: 'student_groups', parent: 'program_id' },
    students: {
      name: 'students',
      table: 'students',
      label: 'surname',
      shows: ['surname', 'name', 'personal_id'],
      search: true,
      labels: {
        ka: 'concat_ws(\' \', students.surname, students.name, students.personal_id)',
        en: 'concat_ws(\' \', students.surname, students.name, students.personal_id)',
      },
    },
    studentTemplates: { name: 'studentTemplates', table: 'edoc_templates', label: 'name', where: { user_type_id: 3 } },
    subjects: { name: 'subjects', table: 'curriculum', label: 'code', parent: 'program_id' },
    topics: { name: 'topics', table: 'topics', label: 'title' },
    unitKinds: {
      name: 'unitKinds',
      options: [
        { id: 1, label: 'options.unitKinds.administrative_unit' },
        { id: 2, label: 'options.unitKinds.school' },
      ],
    },
    userTypes: {
      name: 'userTypes',
      options: [
        { id: 1, label: 'options.userTypes.admin' },
        { id: 2, label: 'options.userTypes.lecturer' },
        { id: 3, label: 'options.userTypes.student' },
      ],
    },
    vacancies: {
      name: 'vacancies',
      table: 'vacancies',
      label: 'title',
      shows: ['title', 'employer'],
      labels: {
        ka: 'concat_ws(\' \', vacancies.title, vacancies.employer)',
        en: 'concat_ws(\' \', vacancies.title, vacancies.employer)',
      },
    },
    vacancyKinds: {
      name: 'vacancyKinds',
      options: [
        { id: 1, label: 'options.vacancyKinds.job' },
        { id: 2, label: 'options.vacancyKinds.internship' },
        { id: 3, label: 'options.vacancyKinds.volunteering' },
      ],
    },
    vacancyStates: {
      name: 'vacancyStates',
      options: [
        { id: 'draft', label: 'workflow.vacancy.draft' },
        { id: 'open', label: 'workflow.vacancy.open' },
        { id: 'closed', label: 'workflow.vacancy.closed' },
      ],
    },
    weekdays: {
      name: 'weekdays',
      options: [
        { id: 1, label: 'options.weekdays.mon' },
        { id: 2, label: 'options.weekdays.tue' },
        { id: 3, label: 'options.weekdays.wed' },
        { id: 4, label: 'options.weekdays.thu' },
        { id: 5, label: 'options.weekdays.fri' },
        { id: 6, label: 'options.weekdays.sat' },
        { id: 7, label: 'options.weekdays.sun' },
      ],
    },
    workTypes: {
      name: 'workTypes',
      options: [
        { id: 1, label: 'options.workTypes.full_time' },
        { id: 2, label: 'options.workTypes.part_time' },
        { id: 3, label: 'options.workTypes.hourly' },
      ],
    },
  },
  permissions: [
    'accounts.index',
    'administration-items.index',
    'administration-positions.index',
    'administrations.index',
    'assessments.index',
    'auditoriums.index',
    'bachelor.index',
    'calendar.index',
    'campuses.index',
    'curriculum.index',
    'edoc-inbox.index',
    'edoc-sent.index',
    'edoc-templates.index',
    'email-managing.index',
    'finance-statement.index',
    'finances.index',
    'finances.refund',
    'flows.index',
    'grade-scale.index',
    'grades.approve',
    'grades.rectify',
    'hr-academic-lecturers.index',
    'hr-administrations.index',
    'hr-invited-lecturers.index',
    'hse.index',
    'jobs.index',
    'learn-years.index',
    'lecturer-finances.index',
    'lecturers.index',
    'library-lmb.index',
    'library-subject.index',
    'master.index',
    'news.index',
    'permissions.index',
    'phd.index',
    'privacy.erase',
    'privacy.export',
    'programs.index',
    'projects.approve',
    'projects.index',
    'registrations.index',
    'roles.index',
    'schools.index',
    'student-groups.index',
    'students.index',
    'surveys.index',
    'tcc.index',
    'vacancies.index',
  ],
};
