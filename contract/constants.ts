// Business constants of the specification, named once (SPEC section 9 unless noted), for the browser, the server
// and the codegen alike.

/** Full-screen white cover shown at load (SPEC sections 2 and 9). */
export const LOADING_COVER_MS = 1500;
/** Alerts close by themselves after this long (SPEC sections 4 and 9). */
export const ALERT_DISMISS_MS = 2000;
/** Hovering the shrunk sidebar expands it after this delay (SPEC sections 2 and 9). */
export const SIDEBAR_HOVER_DELAY_MS = 800;

/** Route progress bar (SPEC sections 2 and 9). */
export const PROGRESS_BAR = {
  color: '#0095e8',
  heightPx: 2,
  start: 0.3,
  stopDelayMs: 200,
} as const;

/** The academic year label in the header is fixed (SPEC sections 1 and 9). */
export const ACADEMIC_YEAR = '2025-2026';

/** Relative time: a year counts 365 days and a month 30 (SPEC section 9). */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;

/** User types (SPEC sections 6 and 9). */
export const USER_TYPE = { admin: 1, lecturer: 2, student: 3 } as const;

/** The account type a student's or lecturer's area (screen key area) is for. */
export const AREA_USER_TYPE = { student: USER_TYPE.student, lecturer: USER_TYPE.lecturer } as const;

/** The record an account of a student's or lecturer's area belongs to: its table (the account's student_id or lecturer_id names a row of it). */
export const AREA_RECORD_TABLE = { student: 'students', lecturer: 'lecturers' } as const;

/** Languages (SPEC sections 1 and 9); ka is the default. */
export const LANGUAGES = ['ka', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';

/** The shortest new password the profile accepts; the form says it before the server refuses it. */
export const PASSWORD_MIN_LENGTH = 8;

/** An authenticator app's codes (RFC 6238 section 4: steps of 30 seconds; 6 digits, as the apps show them). */
export const TOTP = { digits: 6, periodSeconds: 30 } as const;
/** The single-use recovery codes an account is given with its second factor, and each time it asks for new ones. */
export const RECOVERY_CODES = 10;

/** A list export of more rows than this runs as a background job, followed in a dialog, rather than in the request. */
export const EXPORT_JOB_ROWS = 5_000;

/** How many entries a page of a record's history, or of a screen's recently deleted records, holds. */
export const HISTORY_PAGE = 50;

/** Where a record's history keeps the reason given for a workflow's move (beside the state's change). */
export const WORKFLOW_REASON = 'reason';

/** Where a record's history keeps the name of the file an import wrote it from. */
export const IMPORTED_FROM = 'imported_from';

/**
 * Where a record's history keeps the background job an entry was written by, when the entry is kept once a job however
 * often the job runs (a job taken up again after its server died runs again from the start): a person's data given.
 */
export const HISTORY_JOB = 'job';

/** The permission a person's erasure needs besides the screen's (screen key person, operation erasePerson). */
export const ERASE_PERMISSION = 'privacy.erase';
/**
 * The permission a person's data export needs besides the screen's (operation exportPersonalData): the zip holds
 * everything Aula keeps about them — rows of screens, mail and messages the screen's holder may not read.
 */
export const EXPORT_PERSON_PERMISSION = 'privacy.export';
/** What stands for an erased name: a record keeps a title its lists and grade sheets can show. */
export const ERASED_NAME = '—';

