// Students at benchmark scale, generated inside the database in one statement per batch
// (generate_series), so 100,000 rows take seconds, not minutes.
import type { Queryable } from '../db/database';
import { femaleNames, maleNames, surnameEndings, surnameStems } from './names';

const surnames = surnameStems.flatMap((stem) => surnameEndings.map((ending) => ({
  ka: stem.ka + ending.ka, latin: stem.latin + ending.latin,
})));

const BATCH = 25_000;

function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}

/** Adds students until the table holds `target` of them; answers how many were added. */
export async function fillStudents(db: Queryable, target: number, progress?: (done: number) => void): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM students');
  const [{ max }] = await db.query<{ max: number }>('SELECT COALESCE(max(id), 0)::integer AS max FROM students');
  const missing = Math.max(0, target - count);
  // maintaining some twenty indexes row by row costs more than building them once afterwards
  const indexes = missing < 10_000 ? [] : await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'students' AND indexname <> 'students_pkey'`,
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.indexname}`);
  for (let done = 0; done < missing; done += BATCH) {
    const from = max + done + 1;
    const to = max + Math.min(missing, done + BATCH);
    // g picks every value; the multipliers are coprime to the list lengths, so names mix evenly
    await db.query(`
      WITH p AS (
        SELECT array_agg(id ORDER BY id) AS ids, array_agg(school_id ORDER BY id) AS schools,
          array_agg((SELECT min(sg.id) FROM student_groups sg WHERE sg.program_id = programs.id) ORDER BY id) AS groups,
          array_agg((SELECT max(ly.id) FROM learn_years ly WHERE ly.program_id = programs.id) ORDER BY id) AS years,
          count(*)::integer AS n
        FROM programs
      ), named AS (
        SELECT g, 1 + (g % GREATEST(p.n, 1)) AS k, p.ids, p.schools, p.groups, p.years,
          ${textArray(femaleNames.map((n) => n.ka))} AS female, ${textArray(maleNames.map((n) => n.ka))} AS male,
          ${textArray(surnames.map((n) => n.ka))} AS family, ${textArray(surnames.map((n) => n.latin))} AS family_latin
        FROM generate_series($1::integer, $2::integer) AS g, p
      )
      INSERT INTO students (name, surname, personal_id, sex, birthday, citizenship, address, phone, email, status_id,
        school_id, program_id, group_id, learn_year_id, mobility, enrollment_date, basics_of_enrollement_id,
        diploma_taken, gpa)
      SELECT
        CASE WHEN g % 2 = 0 THEN female[1 + (g * 7) % array_length(female, 1)] ELSE male[1 + (g * 11) % array_length(male, 1)] END,
        family[1 + (g::bigint * 7919) % array_length(family, 1)],
        (20000000000 + g)::text,
        (g + 1) % 2,
        date '1985-01-01' + (g * 37) % 7300,
        CASE WHEN g % 50 = 0 THEN 2 ELSE 1 END,
        'თბილისი',
        format('5%s-%s-%s', 50 + g % 50, lpad((g % 100)::text, 2, '0'), lpad((g % 1000)::text, 3, '0')),
        format('%s%s@student.aula.edu.ge', family_latin[1 + (g::bigint * 7919) % array_length(family_latin, 1)], g),
        CASE WHEN (g::bigint * 31) % 100 < 70 THEN 1 ELSE 2 + (g::bigint * 17) % 3 END,
        schools[k], ids[k], groups[k], years[k],
        g % 25 = 0,
        make_date(2018 + g % 8, 9, 15),
        1 + g % 5,
        g % 8 = 0,
        round((2 + (g::bigint * 7919 % 200) / 100.0)::numeric, 2)
      FROM named`, [from, to]);
    progress?.(Math.min(missing, done + BATCH));
  }
  for (const index of indexes) await db.query(index.indexdef);
  // the visibility map lets counts over one filter column read the index alone
  if (missing > 0) await db.query('VACUUM ANALYZE students');
  return missing;
}
