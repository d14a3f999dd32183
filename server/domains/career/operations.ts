// The career office (screens vacancies, student-vacancies, vacancy-applications, career-profiles, student-career): a
// student keeps a career profile, saves the vacancies meant for them and applies to one once, sending a copy of their
// profile as it is then. The vacancies a student may act on are those their list shows them (the screen's `only`),
// which the actions' rows already are; applying checks again, in its transaction, that the vacancy still takes
// applications, so one closed meanwhile refuses it.
import type { Queryable, Row } from '../../db/database';
import { HttpError } from '../../core/errors';
import type { ServerScreen } from '../../../contract/model';
import type { AppContext } from '../../kernel/context';
import type { Operation } from '../../kernel/operations';
import { checkBody } from '../../kernel/write-body';
import { createInWrite, createRow, afterTableWrite } from '../../kernel/records';
import { tableSource } from '../../kernel/table-source';

/** The screens whose tables the career office keeps: the applications and the profiles. */
const APPLICATIONS = 'vacancy-applications';
const PROFILES = 'career-profiles';
/** The student's own profile (student area), through which they start it. */
const OWN_PROFILE = 'student-career';

/** The state a vacancy takes applications in (screens/vacancies.yaml's workflow). */
const OPEN = 'open';

function studentOf(user: { student_id: number | null }): number {
  if (user.student_id === null) throw new HttpError(422, 'server.career.no_student_record');
  return user.student_id;
}

/** Marks the vacancy saved by this account, or no longer saved; marking twice is marking once. */
function saving(saved: boolean): Operation {
  return async ({ ctx, user, t, rows }) => {
    const ids = rows.map((row) => Number(row.id));
    if (saved) {
      await ctx.db.query(
        'INSERT INTO vacancy_saves (vacancy_id, user_id) SELECT unnest($1::integer[]), $2 ON CONFLICT DO NOTHING', [ids, user.id],
      );
    } else {
      await ctx.db.query('DELETE FROM vacancy_saves WHERE vacancy_id = ANY($1::integer[]) AND user_id = $2', [ids, user.id]);
    }
    ctx.totals.invalidate('vacancies');
    return { done: ids.length, message: t.t(saved ? 'server.career.saved' : 'server.career.unsaved') };
  };
}

/** A repeat field's items as the part's own fields hold them, without the ids of the record they were read from. */
function partValues(screen: ServerScreen, key: string, items: unknown): Record<string, unknown>[] {
  const keys = screen.fields.find((field) => field.key === key)?.fields?.map((field) => field.key) ?? [];
  return (Array.isArray(items) ? items as Row[] : []).map((item) => Object.fromEntries(keys.map((part) => [part, item[part] ?? null])));
}

/** The student's profile with its parts, as the profiles' screen reads a row, or undefined when they have none. */
async function profileOf(db: Queryable, ctx: AppContext, studentId: number): Promise<Row | undefined> {
  const source = tableSource(ctx, ctx.registry.screens[PROFILES]);
  const [profile] = await db.query(`SELECT ${source.rowSelect} FROM career_profiles WHERE career_profiles.student_id = $1`, [studentId]);
  return profile;
}

/**
 * Applies to the vacancy with the student's career profile as it is now, and the letter: the application keeps a copy
 * of the profile (its own parts, and a copy of the CV file), so later edits of the profile change nothing sent. A
 * vacancy no longer open or past its deadline is refused; a second application is refused by the unique constraint.
 */
const applyToVacancy: Operation = async ({ ctx, user, t, rows, values }) => {
  const studentId = studentOf(user);
  const vacancyId = Number(rows[0].id);
  const applications = ctx.registry.screens[APPLICATIONS];
  const profiles = ctx.registry.screens[PROFILES];
  const source = tableSource(ctx, applications);
  const copies: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      // the vacancy is held while the application is written: a close waits for it, or refuses it
      const [vacancy] = await tx.query<{ state: string; taking: boolean }>(
        'SELECT state, deadline >= current_date AS taking FROM vacancies WHERE id = $1 FOR UPDATE', [vacancyId],
      );
      if (!vacancy || vacancy.state !== OPEN) throw new HttpError(422, 'server.career.vacancy_closed');
      if (!vacancy.taking) throw new HttpError(422, 'server.career.deadline_passed');
      const profile = await profileOf(tx, ctx, studentId);
      if (!profile) throw new HttpError(422, 'server.career.no_profile');
      const [student] = await tx.query<{ program_id: number | null; gpa: string | null; credits: string | null }>(
        'SELECT program_id, gpa, credits FROM students WHERE id = $1', [studentId],
      );
      const sent: Record<string, unknown> = {
        vacancy_id: vacancyId,
        student_id: studentId,
        letter: values.letter ?? null,
        program_id: student?.program_id ?? null,
        gpa: student?.gpa ?? null,
        credits: student?.credits ?? null,
        headline: profile.headline ?? null,
        skills: profile.skills ?? null,
        projects: profile.projects ?? null,
        ...Object.fromEntries(['experience', 'languages', 'links'].map((key) => [key, partValues(profiles, key, profile[key])])),
      };
      const checked = await checkBody(applications, { values: sent, files: [], multipart: false }, ctx.config.timeZone);
      // the CV as it is now, a file of the application's own: the profile's may be replaced or removed later
      if (typeof profile.cv === 'string' && profile.cv !== '') {
        const copy = await ctx.storage.copy(profile.cv);
        copies.push(copy);
        checked.values.cv = copy;
      }
      await createInWrite(tx, ctx, user, applications, source, checked);
    });
  } catch (error) {
    await Promise.all(copies.map((copy) => ctx.storage.remove(copy)));
    throw error;
  }
  await afterTableWrite(ctx, 'vacancy_applications');
  ctx.totals.invalidate('vacancies');
  return { done: 1, message: t.t('server.career.applied') };
};

/**
 * Starts the student's career profile, hidden from the career office until they show it, as a row of their own screen
 * written through the kernel's write path (its checks, the domains' hooks, its history); one they have stays as it is.
 */
const startCareerProfile: Operation = async ({ ctx, user, t }) => {
  const studentId = studentOf(user);
  const [held] = await ctx.db.query<{ id: number }>('SELECT id FROM career_profiles WHERE student_id = $1', [studentId]);
  // the profile's detail opens, its Edit button at hand
  if (held) return { done: 0, message: t.t('server.career.profile_exists'), opens: held.id };
  const own = ctx.registry.screens[OWN_PROFILE];
  const { row } = await createRow(ctx, user, own, tableSource(ctx, own), { values: { student_id: studentId, visible: false }, files: [], multipart: false });
  return { done: 1, message: t.t('server.career.profile_started'), opens: Number(row.id) };
};

export const careerOperations = { saveVacancy: saving(true), unsaveVacancy: saving(false), applyToVacancy, startCareerProfile };
