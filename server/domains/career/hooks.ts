// What the career office adds to the generic paths (server/kernel/hooks.ts): a career profile shows its student's
// academic degree, the degree of the programme Aula's record has them in, which the profile never holds, and the
// university projects they take part in; a student's
// data given back holds their career profile and applications, and their erasure removes the profile (its CV file
// too) and empties what their applications sent, keeping each application's vacancy and state for the office.
import type { Row } from '../../db/database';
import { STORAGE_PREFIX } from '../../files/storage';
import { blankValues } from '../../kernel/history';
import type { DomainHooks, PersonEvent } from '../../kernel/hooks';
import type { SourceColumn } from '../../kernel/list-query';
import { APPLICATIONS, PARTICIPATING, PROJECTS } from '../projects/tables';

const PROFILE_COLUMNS: Readonly<Record<string, SourceColumn>> = {
  academic_degree_id: {
    sql: `(SELECT p.academic_degree_id FROM students s JOIN programs p ON p.id = s.program_id WHERE s.id = career_profiles.student_id)`,
    kind: 'lookup',
  },
  // the university projects the student takes part in (an accepted application), by their start
  projects: {
    sql: `(SELECT string_agg(p.title, '; ' ORDER BY p.starts_on, p.id) FROM ${APPLICATIONS} a JOIN ${PROJECTS} p ON p.id = a.project_id
      WHERE a.student_id = career_profiles.student_id AND a.state = '${PARTICIPATING}')`,
    kind: 'text',
  },
};

/** The table of the records career profiles and applications belong to. */
const STUDENTS = 'students';
/** What a profile and an application say of their student, blanked in their history too. */
const WRITTEN = ['headline', 'skills', 'cv'];
const SENT = ['letter', 'headline', 'skills', 'projects', 'cv', 'gpa', 'credits'];
/** The parts a profile and an application keep of the student's CV, by table. */
const PARTS = ['experience', 'languages', 'links'];

const storedFiles = (rows: readonly Row[]): string[] => rows.flatMap((row) => (typeof row.cv === 'string' && row.cv.startsWith(STORAGE_PREFIX) ? [row.cv] : []));

async function personData({ tx, table, id }: PersonEvent): Promise<Record<string, unknown>> {
  if (table !== STUDENTS) return {};
  const parts = (owner: string) => PARTS.map((part) => `(SELECT coalesce(json_agg(p ORDER BY p.position), '[]'::json) FROM ${owner}_${part} p WHERE p.parent_id = o.id) AS ${part}`).join(', ');
  return {
    career_profile: await tx.query(`SELECT o.*, ${parts('career_profiles')} FROM career_profiles o WHERE o.student_id = $1`, [id]),
    vacancy_applications: await tx.query(`SELECT o.*, ${parts('vacancy_applications')} FROM vacancy_applications o WHERE o.student_id = $1 ORDER BY o.id`, [id]),
  };
}

async function erasePerson({ tx, table, id }: PersonEvent): Promise<{ tables: string[]; files: string[] }> {
  if (table !== STUDENTS) return { tables: [], files: [] };
  const profiles = await tx.query('DELETE FROM career_profiles WHERE student_id = $1 RETURNING id, cv', [id]);
  for (const profile of profiles) await blankValues(tx, 'career_profiles', Number(profile.id), WRITTEN);
  const applications = await tx.query('SELECT id, cv FROM vacancy_applications WHERE student_id = $1', [id]);
  const ids = applications.map((application) => Number(application.id));
  await tx.query(`UPDATE vacancy_applications SET ${SENT.map((key) => `${key} = NULL`).join(', ')}, updated_at = now() WHERE id = ANY($1::integer[])`, [ids]);
  for (const part of PARTS) await tx.query(`DELETE FROM vacancy_applications_${part} WHERE parent_id = ANY($1::integer[])`, [ids]);
  for (const application of ids) await blankValues(tx, 'vacancy_applications', application, SENT);
  return { tables: ['career_profiles', 'vacancy_applications'], files: [...storedFiles(profiles), ...storedFiles(applications)] };
}

export function careerHooks(): DomainHooks {
  return { extraColumns: (_screen, table) => (table === 'career_profiles' ? PROFILE_COLUMNS : undefined), personData, erasePerson };
}
