// A formatted text (field kind richtext) as it is stored: only paragraphs, headings, bold, italic, lists, quotes
// and links to the web or mail survive, through sanitize-html; a script, a style, an event handler or any other
// markup is removed, so what the browser draws from it can carry nothing but formatting.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};
// the attributes transformTags adds are kept too
OPTIONS.allowedAttributes = { a: ['href', 'rel', 'target'] };

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of a formatted text, a paragraph, heading or list item a line (an export's cell). */
export function richTextWords(html: string): string {
  const lines = html.replace(/<\/(p|h3|h4|li|blockquote)>|<br\s*\/?>/g, '\n');
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The text with only its allowed formatting; null when no words are left (an empty editor's <p><br></p>). */
export function sanitizeRichText(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return richTextWords(clean) === '' ? null : clean;
}
