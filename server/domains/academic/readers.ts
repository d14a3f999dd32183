// Minor logs, the grade analysis and the courses' results: read-only views over several tables.
import { subquerySource } from '../../kernel/subquery';
import type { ScreenReader } from '../../kernel/readers';

export const minorLogs: ScreenReader = {
  rows: () => subquerySource('minor_logs', 'SELECT * FROM minor_logs', {
    id: 'integer', first_name: 'text', last_name: 'text', personal_id: 'digits', minor_name: 'text',
    flow_id: 'lookup', flow_name: 'text', created_at: 'datetime',
  }),
};

export const gradeAnalyze: ScreenReader = {
  // the GPA and credits earned the academic record keeps from approved grade sheets (./record.ts)
  rows: () => subquerySource('students', `
    SELECT s.id, s.name, s.surname, s.personal_id, s.program_id, s.school_id, s.learn_year_id, s.gpa,
      coalesce(s.credits, 0)::integer AS credits
    FROM students s`, {
    id: 'integer', name: 'text', surname: 'text', personal_id: 'digits', program_id: 'lookup', school_id: 'lookup',
    learn_year_id: 'lookup', gpa: 'decimal', credits: 'integer',
  }),
};

/**
 * Each student's total in each course as the database keeps it while scores are written (course_totals, migration
 * 0080: their scores weighted by the course's components, out of 100), with the student's programme, school and learn
 * year; best first from the totals' index.
 */
export const courseResults: ScreenReader = {
  // counted again as the scores are written: a total's row comes with its first score
  rows: () => subquerySource('grades', `
    SELECT t.id, t.course_id, s.name, s.surname, s.program_id, s.school_id, s.learn_year_id, t.total
    FROM course_totals t JOIN students s ON s.id = t.student_id`, {
    id: 'integer', course_id: 'lookup', name: 'text', surname: 'text', program_id: 'lookup', school_id: 'lookup',
    learn_year_id: 'lookup', total: 'decimal',
  }),
};
