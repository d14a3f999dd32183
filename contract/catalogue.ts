// What the server and the browser offer a screen by name, as data: the server's readers, grid axes and operations,
// the browser's adapters. A screen's YAML names them (reader:, grid's reader:, an action's run:, adapter:); the codegen
// checks those names against these lists, and the server and the runtime implement exactly these names (their
// tables are typed by them, so a name here without its implementation, or the other way round, fails to compile).

/**
 * A rule over other tables a row must keep to be written (screen key constraints: requires), kept by the database as
 * a trigger the codegen writes; each domain implements its rules (server/domains/rules.ts gathers them).
 */
export interface DatabaseRule {
  /** the table whose rows it keeps */
  table: string;
  /** the field a refusal shows under */
  field: string;
  /** the fields it reads of the row: a change of one checks it again */
  reads: readonly string[];
  /**
   * a row of another table locked before the rule is read (FOR NO KEY UPDATE), so that two writes for the same one
   * (one student's two registrations at once) are checked one after the other, each seeing the other's row
   */
  lock?: { table: string; by: string };
  /**
   * a query of one text value, reading the row as it will be as NEW: what is lacking (the prerequisites not passed),
   * or null while the rule holds
   */
  missing: string;
}

/** What the routes of a screen depend on in the reader that assembles its rows. */
export interface ReaderTraits {
  /** the column saying whose a row is (a mailbox's owner): a screen reading it must scope by it */
  owner?: string;
  /** it answers the whole response itself (the calendar's events and lectures), so there is no export of it */
  whole?: boolean;
}

/** The readers of screens whose rows the server assembles from several tables (screen key reader). */
export const readerCatalogue = {
  academicLecturers: {},
  invitedLecturers: {},
  administrationStaff: {},
  calendar: { whole: true },
  journal: { whole: true },
  studentCourses: {},
  studentTimetable: {},
  lecturerTimetable: {},
  registrationOffers: {},
  attendanceShares: {},
  lecturerSubjects: {},
  minorLogs: {},
  gradeAnalysis: {},
  documentsReceived: { owner: 'owner_id' },
  documentsSent: { owner: 'owner_id' },
  courseResults: {},
  mailbox: { owner: 'owner_id' },
  jobs: {},
  accounts: {},
  apiTokens: {},
  mailLog: {},
  leadProjectApplications: {},
} as const satisfies Readonly<Record<string, ReaderTraits>>;

export type ReaderName = keyof typeof readerCatalogue;

/** The readers of a grid's rows and columns for one value of its scope (grid's rows.reader, columns.reader). */
export const axisCatalogue = ['courseStudents', 'courseComponents', 'courseLectures'] as const;
export type AxisName = (typeof axisCatalogue)[number];

/**
 * The values a domain keeps of a record from other records (a field's computed: { record }), and which domain: the
 * academic record writes a student's GPA (credit-weighted grade points), credits earned and academic standing (the
 * first rule of the academic-standings screen the record meets) from approved grade sheets; the finances keep a finance
 * row's refunded amount from its online payments' refunds.
 */
export const recordCatalogue = { gpa: 'academic', credits: 'academic', standing: 'academic', refunded: 'finances' } as const;
export type RecordValue = keyof typeof recordCatalogue;

/** The readers of a scale a grid's totals are graded on (grid's grade). */
export const scaleCatalogue = ['gradeScale'] as const;
export type ScaleName = (typeof scaleCatalogue)[number];

/**
 * The domains' hooks into the generic read and write paths (server/kernel/hooks.ts), each a domain's rules over the
 * records of some screens: a screen names those that act on its table (screen key hooks), and the kernel runs a
 * hook on the writes, moves, lists and person data of the tables of the screens naming it, and on no other. A hook
 * of every table is named by none: access checks any field that grants permissions, whatever table holds it, and the
 * writes of the tables that decide access, screens' or not (the accounts); privacy gives back and erases whatever
 * person a screen keeps (screen key person).
 */
export const hookCatalogue = {
  access: { everyTable: true },
  privacy: { everyTable: true },
  academicRecord: {},
  admissions: {},
  career: {},
  documentRequests: {},
} as const satisfies Readonly<Record<string, { everyTable?: true }>>;
export type HookName = keyof typeof hookCatalogue;

/** Whether a hook acts on every table, named by no screen. */
export const actsOnEveryTable = (hook: HookName): boolean => (hookCatalogue[hook] as { everyTable?: true }).everyTable === true;

/** The named operations a screen's actions run for a signed-in user (actions[].run). */
export const operationCatalogue = [
  'exportRows', 'deleteRows', 'enrolRows', 'editFields', 'editRows', 'exportPersonalData', 'erasePerson',
  'sendMessage', 'sendDraft', 'replyMessage', 'markRead', 'markUnread', 'addFavourite', 'removeFavourite',
  'issueDocument', 'issueDocuments', 'downloadDocument', 'publishNews', 'unpublishNews',
  'answerSurvey', 'surveyResults', 'exportSurveyResults',
  'importPayments', 'countLecturerHours', 'requestStatement', 'payOnline', 'paymentReceipt', 'refundPayment',
  'createAccounts', 'disableAccounts', 'enableAccounts', 'resendInvitation', 'removeSecondFactor', 'setAccountRoles', 'setRoleAccounts',
  'createApiToken', 'revokeApiTokens',
  'recomputeRecords', 'registerCourse', 'waitForSeat', 'dropCourse',
  'addOwnRow', 'moveState', 'applyToProject',
  'saveVacancy', 'unsaveVacancy', 'applyToVacancy', 'startCareerProfile',
] as const;
export type OperationName = (typeof operationCatalogue)[number];

/** The media types of the files the server answers with: workbooks (exports, operations), PDFs, zips. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;

/**
 * The operations that answer a file instead of what they did (a selection exported, a document downloaded), with its
 * media type: the operation sends that type, and the OpenAPI document says it of its actions.
 */
export const fileOperations: Readonly<Partial<Record<OperationName, (typeof FILE_TYPES)[keyof typeof FILE_TYPES]>>> = {
  exportRows: FILE_TYPES.xlsx, exportSurveyResults: FILE_TYPES.xlsx, downloadDocument: FILE_TYPES.pdf, paymentReceipt: FILE_TYPES.pdf,
};

/**
 * The operations that answer the accounts they reached (a message's recipients), whom an action's `notify: reached`
 * tells.
 */
export const reachingOperations: readonly OperationName[] = ['sendMessage', 'sendDraft', 'replyMessage'];

/** The named operations a public form runs for a visitor who has no account. */
export const publicOperationCatalogue = ['applyToRegister'] as const;
export type PublicOperationName = (typeof publicOperationCatalogue)[number];

/** The browser's adapters of answers that are not a plain page (screen key adapter). */
export const adapterCatalogue = ['applicantRows', 'hrRows', 'calendarRows'] as const;
export type AdapterName = (typeof adapterCatalogue)[number];

/** The browser's icons (an action's or a sidebar entry's icon:), each drawn by src/runtime/ui/icons.tsx. */
export const iconCatalogue = [
  'home', 'graduation-cap', 'user-tie', 'folder', 'list', 'user-plus', 'shield', 'briefcase', 'book-open',
  'building', 'book', 'layers', 'file-text', 'wallet', 'credit-card', 'undo', 'check', 'send', 'mail', 'bell',
  'calendar', 'clipboard', 'users', 'news', 'check-square', 'chart', 'menu', 'edit', 'trash', 'columns', 'bookmark',
  'chevron-down', 'chevron-left', 'chevron-right', 'arrow-up', 'arrow-down', 'sort', 'search', 'filter', 'plus',
  'download', 'upload', 'close', 'logout', 'user', 'globe', 'file', 'link', 'check-circle', 'alert-circle', 'inbox',
] as const;
export type IconName = (typeof iconCatalogue)[number];

export const readerNames: readonly ReaderName[] = Object.keys(readerCatalogue) as ReaderName[];
