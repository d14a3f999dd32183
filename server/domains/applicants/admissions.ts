// Admissions (the applicant registers' workflow, screens/bachelor.yaml): once an offer of a place stands, it is mailed
// to the applicant in the language they applied in (Georgian unless the public form was in English). That the offer is
// within the programme's admission quota is the screen's capacity, kept by the database whoever writes the state.
import type { Language } from '../../../contract/constants';
import { labelIn } from '../../../contract/labels';
import type { DomainHooks, TransitionEvent } from '../../kernel/hooks';
import type { Mailer } from '../../mail/mailer';

/** The table of the registers' applications (the hook's, screens/bachelor.yaml), and the state an offer makes. */
const APPLICANTS = 'applicants';
const OFFERED = 'offered';

interface Application {
  first_name: string | null;
  email: string | null;
  language: string | null;
  program_ka: string | null;
  program_en: string | null;
}

export function admissionHooks(mailer: Mailer): DomainHooks {
  return {
    async afterTransition({ tx, id, to, afterCommit }: TransitionEvent): Promise<readonly string[]> {
      if (to !== OFFERED) return [];
      const [application] = await tx.query<Application>(
        `SELECT a.first_name, a.email, a.register_form_info ->> 'language' AS language,
           p.name_ka AS program_ka, p.name_en AS program_en
         FROM ${APPLICANTS} a LEFT JOIN programs p ON p.id = a.program_id WHERE a.id = $1`, [id],
      );
      const language: Language = application.language === 'en' ? 'en' : 'ka';
      if (application.email) {
        afterCommit(() => mailer.send({
          occasion: 'admission-offer', to: application.email!, language,
          values: {
            name: application.first_name ?? '', reference: String(id),
            program: labelIn({ name_ka: application.program_ka, name_en: application.program_en }, language),
          },
        }));
      }
      return [];
    },
  };
}
