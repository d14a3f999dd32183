// The calendar, the journal, minor logs and the grade analysis: read-only views over several tables.
import type { Row } from '../db/database';
import { lookupRows } from '../resources/lookups';
import { readAll } from '../resources/paged-list';
import { subquerySource } from './source';
import type { IrregularRead } from './types';

/** Calendar entry types (screens/lookups.yaml calendarEntryTypes). */
const EVENT = 1;
const LECTURE = 2;
/** A calendar shows a period, not a page; this bounds a query without a period. */
const CALENDAR_LIMIT = 2_000;

export const calendar: IrregularRead = {
  source: () => subquerySource('calendar_events', `
    SELECT e.id, e.title, e.start_at, e.end_at, ${EVENT} AS entry_type, e.place, e.program_id
    FROM calendar_events e
    UNION ALL
    SELECT l.id, l.subject, l.start_at, l.end_at, ${LECTURE}, a.name, l.program_id
    FROM lectures l LEFT JOIN auditoriums a ON a.id = l.auditorium_id`,
  { id: 'integer', title: 'text', start_at: 'datetime', end_at: 'datetime', entry_type: 'lookup', place: 'text', program_id: 'lookup' }),
  async respond(ctx, _resource, source, query) {
    const rows: Row[] = [];
    for await (const batch of readAll(ctx.db, source, { ...query, page: 1 }, CALENDAR_LIMIT)) {
      rows.push(...batch);
      break;
    }
    return {
      events: rows.filter((row) => row.entry_type === EVENT),
      lectures: rows.filter((row) => row.entry_type === LECTURE),
    };
  },
};

export const journal: IrregularRead = {
  source: () => subquerySource('journal_courses', 'SELECT * FROM journal_courses', {
    id: 'integer', code: 'text', name: 'text', lecturers: 'text', student_groups: 'text', semester: 'integer',
    students_count: 'integer', learn_year_id: 'lookup', school_id: 'lookup',
  }),
  async respond(ctx, _resource, _source, _query, page) {
    const { registry, db, locales } = ctx;
    const [journalPage, learnYears, school] = [
      await page(),
      registry.lookups.learnYear ? await lookupRows(db, locales, registry.lookups.learnYear) : [],
      registry.lookups.school ? await lookupRows(db, locales, registry.lookups.school) : [],
    ];
    return { journal: journalPage, learnYears, school };
  },
};

export const minorLogs: IrregularRead = {
  source: () => subquerySource('minor_logs', 'SELECT * FROM minor_logs', {
    id: 'integer', first_name: 'text', last_name: 'text', personal_id: 'digits', minor_name: 'text',
    flow_id: 'lookup', flow_name: 'text', created_at: 'datetime',
  }),
};

export const gradeAnalyze: IrregularRead = {
  // credits earned so far: 60 a year since enrolment, at most a four-year programme's 240
  source: () => subquerySource('students', `
    SELECT s.id, s.name, s.surname, s.personal_id, s.program_id, s.school_id, s.learn_year_id, s.gpa,
      LEAST(240, GREATEST(0, 60 * date_part('year', age(current_date, s.enrollment_date))))::integer AS credits
    FROM students s`, {
    id: 'integer', name: 'text', surname: 'text', personal_id: 'digits', program_id: 'lookup', school_id: 'lookup',
    learn_year_id: 'lookup', gpa: 'decimal', credits: 'integer',
  }),
};
