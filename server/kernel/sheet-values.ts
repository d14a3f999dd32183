// A spreadsheet's cell as the value a field of its kind takes, the way a person typed it in their program: a date as
// a date cell or as 05.01.2026, a number as a number or as text ("1 234,50"), yes/no in either language. What cannot
// be read is given on as the text it is, so the screen's own schema refuses it with the form's message.
import type { FieldKind } from '../../contract/dsl';
import type { SheetCell } from './sheet-rows';

/** The words a yes/no cell may hold, lowercased: Georgian, English, and what spreadsheets write. */
export interface TruthWords {
  yes: ReadonlySet<string>;
  no: ReadonlySet<string>;
}

const pad = (value: number | string): string => String(value).padStart(2, '0');

/** A date cell's day: exceljs reads a day as midnight UTC, so its UTC date is the day the sheet shows. */
const dayOfDate = (date: Date): string => date.toISOString().slice(0, 10);
const timeOfDate = (date: Date): string => `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;

/** A day typed as text: 2026-01-05, or day first as the lists show it (05-01-2026, 5.1.2026, 05/01/2026). */
function dayOfText(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2])}-${pad(iso[3])}`;
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2])}-${pad(dayFirst[1])}` : undefined;
}

/** A time of day typed as text: 9:05, 09:05 or 09:05:00. */
function timeOfText(text: string): string | undefined {
  const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return time ? `${pad(time[1])}:${time[2]}` : undefined;
}

/** A number typed as text, with spaces between thousands and a comma or a point before the decimals. */
function numberOfText(text: string): number | undefined {
  const plain = text.replace(/[\s\u00a0']/g, '');
  const decimal = /^-?\d+,\d+$/.test(plain) ? plain.replace(',', '.') : plain.replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : undefined;
}

/** A cell's text: a number as its digits (a personal number a program read as a number), a date as its day. */
export function cellText(cell: SheetCell): string {
  if (cell instanceof Date) return dayOfDate(cell);
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell ?? '').trim();
}

/** Whether a cell holds nothing: empty, or only spaces. */
export function isEmptyCell(cell: SheetCell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'email', 'digits', 'personalNumber', 'color', 'numbering']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/**
 * The value of a field of `kind` a non-empty cell gives, or the cell's text where it cannot be read as one (the
 * schema then refuses it). Lookups are not read here: their labels are looked up in the database.
 */
export function cellValue(kind: FieldKind, cell: SheetCell, truth: TruthWords): unknown {
  const text = cellText(cell);
  if (TEXT_KINDS.has(kind)) return text;
  switch (kind) {
    case 'phone': {
      // a number typed as its eight digits, or with spaces, as the form writes it: 555-12-345
      const digits = text.replace(/[\s-]/g, '');
      return /^\d{8}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : text;
    }
    case 'richtext':
      // each line of the cell a paragraph
      return text.split(/\r?\n/).filter((line) => line.trim() !== '').map((line) => `<p>${escapeHtml(line.trim())}</p>`).join('');
    case 'integer':
    case 'money':
    case 'decimal':
      return typeof cell === 'number' ? cell : numberOfText(text) ?? text;
    case 'date':
      return cell instanceof Date ? dayOfDate(cell) : dayOfText(text) ?? text;
    case 'datetime': {
      if (cell instanceof Date) return `${dayOfDate(cell)}T${timeOfDate(cell)}`;
      const [day, time] = text.split(/[ T]+/);
      const read = [dayOfText(day ?? ''), timeOfText(time ?? '')];
      return read[0] && read[1] ? `${read[0]}T${read[1]}` : text;
    }
    case 'time':
      // a time cell is a day's fraction: exceljs reads it as that time on 30 December 1899
      if (cell instanceof Date) return timeOfDate(cell);
      if (typeof cell === 'number' && cell >= 0 && cell < 1) {
        const minutes = Math.round(cell * 24 * 60);
        return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
      }
      return timeOfText(text) ?? text;
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const word = text.toLowerCase();
      if (truth.yes.has(word)) return true;
      if (truth.no.has(word)) return false;
      return text;
    }
    default:
      return text;
  }
}

/** The labels a lookupMany cell names: separated by semicolons, or, where it has none, by commas. */
export function cellLabels(cell: SheetCell): string[] {
  const text = cellText(cell);
  return text.split(text.includes(';') ? ';' : ',').map((label) => label.trim()).filter((label) => label !== '');
}

/** A header or a label as compared: lowercase, its letters and digits alone ("Personal ID", "personal_id" are one). */
export function plainName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
