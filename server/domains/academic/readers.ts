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
 * Each student's total in each course: the scores of the course's assessment components, weighted by them (a
 * score out of 100 times its weight over 100), with the student's programme, school and learn year.
 */
export const courseResults: ScreenReader = {
  rows: () => subquerySource('grades', `
    SELECT min(g.id) AS id, g.course_id, s.name, s.surname, s.program_id, s.school_id, s.learn_year_id,
      round(sum(g.score * c.weight / 100.0), 2) AS total
    FROM grades g JOIN course_components c ON c.id = g.component_id JOIN students s ON s.id = g.student_id
    GROUP BY g.course_id, g.student_id, s.name, s.surname, s.program_id, s.school_id, s.learn_year_id`, {
    id: 'integer', course_id: 'lookup', name: 'text', surname: 'text', program_id: 'lookup', school_id: 'lookup',
    learn_year_id: 'lookup', total: 'decimal',
  }),
};
