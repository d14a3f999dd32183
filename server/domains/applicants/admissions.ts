// Admissions (the applicant registers' workflow, screens/bachelor.yaml): an offer of a place is within the
// programme's admission quota — the applicants of the programme offered a place, who accepted it or were enrolled,
// counted under the programme's lock, so two offers at once cannot both take the last place — and, once the offer
// stands, it is mailed to the applicant in the language they applied in (Georgian unless the public form was in
// English). A programme without a quota takes any number.
import type { Language } from '../../../contract/constants';
import { labelIn } from '../../../contract/labels';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../core/errors';
import type { DomainHooks, TransitionEvent } from '../../kernel/hooks';
import type { Mailer } from '../../mail/mailer';

/** The table of the registers' applications, and the state an offer makes. */
const APPLICANTS = 'applicants';
const OFFERED = 'offered';
/** The states that hold a place: offered, accepted, enrolled. */
const HOLDING = ['offered', 'accepted', 'enrolled'];

interface Application {
  id: number;
  program_id: number | null;
  first_name: string | null;
  email: string | null;
  language: string | null;
  program_ka: string | null;
  program_en: string | null;
  quota: number | null;
}

/** Refuses an offer beyond the programme's quota, counting the application just offered. */
async function checkQuota(tx: Queryable, application: Application): Promise<void> {
  if (application.program_id === null || application.quota === null) return;
  await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [application.program_id]);
  const [{ held }] = await tx.query<{ held: number }>(
    `SELECT count(*)::integer AS held FROM ${APPLICANTS} WHERE program_id = $1 AND admission_state = ANY($2::text[])`,
    [application.program_id, HOLDING],
  );
  if (held > application.quota) {
    throw new HttpError(409, 'server.workflow.quota_full', {
      program_ka: application.program_ka ?? '', program_en: application.program_en ?? application.program_ka ?? '', quota: application.quota, held: held - 1,
    });
  }
}

export function admissionHooks(mailer: Mailer): DomainHooks {
  return {
    async afterTransition({ tx, workflow, id, to, afterCommit }: TransitionEvent): Promise<readonly string[]> {
      if (workflow.table !== APPLICANTS || to !== OFFERED) return [];
      const [application] = await tx.query<Application>(
        `SELECT a.id, a.program_id, a.first_name, a.email, a.register_form_info ->> 'language' AS language,
           p.name_ka AS program_ka, p.name_en AS program_en, p.admission_quota AS quota
         FROM ${APPLICANTS} a LEFT JOIN programs p ON p.id = a.program_id WHERE a.id = $1`, [id],
      );
      await checkQuota(tx, application);
      const language: Language = application.language === 'en' ? 'en' : 'ka';
      if (application.email) {
        afterCommit(() => mailer.send({
          occasion: 'admission-offer', to: application.email!, language,
          values: {
            name: application.first_name ?? '', reference: String(application.id),
            program: labelIn({ name_ka: application.program_ka, name_en: application.program_en }, language),
          },
        }));
      }
      return [];
    },
  };
}
