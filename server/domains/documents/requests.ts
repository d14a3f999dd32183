// A student's request for a document (screens/document-requests.yaml): moved to issued, the template it names is
// issued to the student in the move's own transaction, as Issue on a template does (numbered, in the student's
// documents, with its code, in the template's language); the request keeps the document's number. A request whose
// student or template is gone is refused with the move, and nothing is issued.
import type { DomainHooks, TransitionEvent } from '../../kernel/hooks';
import { recordValuesChange } from '../../kernel/history';
import { issueTo, type IssuingContext } from './operations';

const REQUESTS = 'document_requests';
const ISSUED = 'issued';

export function documentRequestHooks(ctx: IssuingContext, timeZone: string): DomainHooks {
  return {
    async afterTransition({ tx, actor, id, to }: TransitionEvent): Promise<readonly string[]> {
      if (to !== ISSUED) return [];
      const [request] = await tx.query<{ student_id: number; template_id: number }>(`SELECT student_id, template_id FROM ${REQUESTS} WHERE id = $1`, [id]);
      const issued = await issueTo(tx, ctx, actor, request.template_id, request.student_id, new Date(), timeZone);
      const number = issued.document.document_number;
      await tx.query(`UPDATE ${REQUESTS} SET document_number = $2 WHERE id = $1`, [id, number]);
      await recordValuesChange(tx, REQUESTS, id, actor.id, { document_number: [null, number] });
      return ['edocs', REQUESTS];
    },
  };
}
