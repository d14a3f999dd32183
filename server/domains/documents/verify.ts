// Whether a document someone holds was issued here: /verify/<code> (the page its QR code opens) and
// /api/verify/<code> (the same as JSON), without signing in. A genuine code shows what was issued — the document's
// title and number, the date, whom it was issued to and their programme, its text, and the digest of what it said
// with the very text the digest is the SHA-256 of (digest_of), so that a reader takes it again — and whether a later
// document of the same template has superseded it (a newer transcript); any other code is "not genuine", 404. The page
// is in Georgian or English by Accept-Language (?lang= chooses), and reveals no more than the document itself says:
// the code is printed on it alone.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/context';
import { apiRoute } from '../../core/api-route';
import { languageOf, type Translator } from '../../core/i18n';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { labelIn } from '../../../contract/labels';
import { digestSource, documentDate, typedCode } from './operations';

export interface Verified {
  /** who issued it: the institution its template's letterhead names */
  issuer: string;
  title: string;
  number: string;
  issued_at: string;
  name: string;
  program: string | null;
  /** the document's text as it was issued */
  text: string;
  digest: string;
  /** what the digest is the SHA-256 of (its UTF-8 bytes): the number, the date, whom it was issued to and the text, as JSON */
  digest_of: string;
  /** the later document of the same template issued to the same student, if there is one */
  superseded_by: { number: string; issued_at: string } | null;
}

/** What was issued under the code, or undefined when nothing was. */
export async function verifiedDocument(ctx: AppContext, code: string, language: Language): Promise<Verified | undefined> {
  const printed = typedCode(code);
  if (!printed) return undefined;
  type Found = Omit<Verified, 'program' | 'name' | 'digest_of'> & {
    issued_to: string | null; student_name: string | null; surname: string | null; personal_id: string | null; program_ka: string | null; program_en: string | null;
  };
  const [found] = await ctx.db.query<Found>(
    `SELECT coalesce(t.institution, '') AS issuer, coalesce(t.name, '') AS title, coalesce(e.document_number, '') AS number, e.created_at AS issued_at,
       e.text, e.issued_to, s.name AS student_name, s.surname, s.personal_id, p.name_ka AS program_ka, p.name_en AS program_en, e.digest,
       (SELECT json_build_object('number', later.document_number, 'issued_at', later.created_at) FROM edocs later
        WHERE later.student_id = e.student_id AND later.template_id = e.template_id AND later.created_at > e.created_at
        ORDER BY later.created_at DESC LIMIT 1) AS superseded_by
     FROM edocs e LEFT JOIN edoc_templates t ON t.id = e.template_id LEFT JOIN students s ON s.id = e.student_id
       LEFT JOIN programs p ON p.id = s.program_id
     WHERE e.verify_code = $1 AND e.digest IS NOT NULL`, [printed],
  );
  if (!found) return undefined;
  const { issued_to: issuedTo, student_name: studentName, surname, personal_id: personalId, program_ka, program_en, ...verified } = found;
  const date = documentDate(verified.issued_at, ctx.config.timeZone);
  // one issued before names were kept as issued was hashed with its holder's personal number and name as the record holds them
  const digested = issuedTo !== null
    ? { number: verified.number, date, name: issuedTo, text: verified.text }
    : { number: verified.number, date, personal_id: personalId ?? '', name: `${studentName ?? ''} ${surname ?? ''}`, text: verified.text };
  return {
    ...verified, name: digested.name.trim(), digest_of: digestSource(digested),
    program: program_ka === null ? null : labelIn({ name_ka: program_ka, name_en: program_en }, language),
  };
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// the issuer's name over a rule in the primary colour; a document's number kept on one line; the digest in a
// monospace face that breaks anywhere, inside the page's margin on a phone; the text as it was written, its lines kept
const STYLE = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#181c32}'
  + '.issuer{margin:0 0 1.5rem;padding-bottom:.6rem;border-bottom:3px solid #0072b8;font-weight:600;font-size:1.05rem;color:#0072b8}'
  + 'h1{font-size:1.4rem}.genuine{color:#1a7f4b}.refused{color:#d9214e}.superseded{color:#6b5200}'
  + 'dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.4rem 1rem}dt{color:#5e6278}dd{margin:0;overflow-wrap:anywhere}'
  + '.number{white-space:nowrap}.digest{font-family:ui-monospace,monospace;font-size:.85rem;word-break:break-all}'
  + '.how{color:#5e6278;font-size:.85rem;margin:.3rem 0 0}.text{white-space:pre-wrap;margin:.4rem 0 0;padding:.75rem;background:#f5f8fa;border-radius:.4rem}';

/** The page: a heading that says whether the document is genuine, and what was issued. */
function page(t: Translator, verified: Verified | undefined, timeZone: string): string {
  const dayOf = (at: string): string => documentDate(at, timeZone);
  // each value written out as HTML already escaped
  const rows = verified ? [
    [t.t('server.verify.document'), `${escape(verified.title)} <span class="number">№ ${escape(verified.number)}</span>`],
    [t.t('server.verify.issued_at'), escape(dayOf(verified.issued_at))],
    [t.t('server.verify.issued_to'), escape(verified.name)],
    [t.t('server.verify.program'), escape(verified.program ?? '—')],
    [t.t('server.verify.digest'), `<span class="digest">${escape(verified.digest)}</span><p class="how">${escape(t.t('server.verify.digest_how'))}</p>`],
    [t.t('server.verify.text'), `<details><summary>${escape(verified.title)}</summary><div class="text">${escape(verified.text)}</div></details>`],
  ] : [];
  const heading = !verified ? ['refused', t.t('server.verify.not_genuine')]
    : verified.superseded_by ? ['superseded', t.t('server.verify.superseded', { number: verified.superseded_by.number, date: dayOf(verified.superseded_by.issued_at) })]
      : ['genuine', t.t('server.verify.genuine')];
  return `<!doctype html><html lang="${t.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escape(t.t('server.verify.title'))}</title><style>${STYLE}</style></head><body><main>`
    + (verified?.issuer ? `<p class="issuer">${escape(verified.issuer)}</p>` : '')
    + `<h1 class="${heading[0]}">${escape(heading[1])}</h1>`
    + (rows.length > 0 ? `<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${value}</dd>`).join('')}</dl>` : `<p>${escape(t.t('server.verify.not_genuine_why'))}</p>`)
    + '</main></body></html>';
}

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The language a verification answers in: ?lang=, else Accept-Language. */
function translatorOf(ctx: AppContext, query: unknown, acceptLanguage: string | undefined): Translator {
  const asked = (query as { lang?: unknown }).lang;
  const chosen = (LANGUAGES as readonly unknown[]).includes(asked) ? asked as Language : languageOf(acceptLanguage);
  return ctx.locales.translator(chosen);
}

/** GET /api/verify/<code>: the JSON answer, one of the API's own routes (answered without a session). */
export function registerVerificationApi(api: FastifyInstance, ctx: AppContext): void {
  apiRoute(api, 'verify', async (request, reply) => {
    const t = translatorOf(ctx, request.query, request.headers['accept-language']);
    const verified = await verifiedDocument(ctx, (request.params as { code: string }).code, t.language);
    reply.header('cache-control', 'no-store');
    if (!verified) return reply.code(404).send({ genuine: false, message: t.t('server.verify.not_genuine') });
    return { genuine: true, superseded: verified.superseded_by !== null, document: verified };
  });
}

/** /verify/<code>: the page a document's QR code opens. */
export function registerVerificationPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/verify/:code', async (request, reply) => {
    const t = translatorOf(ctx, request.query, request.headers['accept-language']);
    const verified = await verifiedDocument(ctx, (request.params as { code: string }).code, t.language);
    return reply.code(verified ? 200 : 404).type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'`)
      .send(page(t, verified, ctx.config.timeZone));
  });
}
