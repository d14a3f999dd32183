// How cell values read (SPEC section 9): two decimals for money and decimals, dates day-month-year.
import { parseDay } from '../../../contract/periods';
import { onUniversityClock } from '../core/clock';

/**
 * Each language's digits as CLDR writes them (what Intl.NumberFormat writes for its locale, given the language's data):
 * the decimal mark, the thousands' separator, and how many digits a whole part has before it is grouped at all
 * (Georgian groups 12 345, not 1234).
 */
const NUMBER_MARKS = {
  en: { locale: 'en-US', decimal: '.', group: ',', groupFrom: 4 },
  ka: { locale: 'ka-GE', decimal: ',', group: '\u00a0', groupFrom: 5 },
} as const;

/** Above this a number's hundredths are no longer whole in a double: Intl writes it. */
const EXACT_BELOW = 1e13;

/** One formatter a language, made only for numbers the marks above do not cover. */
const decimalFormats = new Map<string, Intl.NumberFormat>();

function intlDecimals(number: number, locale: string): string {
  let format = decimalFormats.get(locale);
  if (!format) decimalFormats.set(locale, format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return format.format(number);
}

/**
 * A number with two decimals in the language's way, as Intl.NumberFormat writes it (rounded half away from zero on its
 * decimal digits: 1.005 is 1.01). Written from the marks rather than by Intl: a page's first NumberFormat costs
 * Chromium 19–28 ms (its number data loaded), paid in the first paint of any list with a decimal column, and
 * Chromium's own ICU may lack Georgian altogether (Debian's writes en-US for ka-GE): the same digits in every browser.
 */
export function twoDecimals(value: unknown, language: string): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) return '';
  const marks = NUMBER_MARKS[language === 'en' ? 'en' : 'ka'];
  const size = Math.abs(number);
  const digits = String(size);
  if (!(size < EXACT_BELOW) || digits.includes('e')) return intlDecimals(number, marks.locale);
  // the shortest decimal that reads back as the number, moved two places by its exponent, rounded whole
  const hundredths = Math.round(Number(`${digits}e2`));
  const whole = String(Math.floor(hundredths / 100));
  const grouped = whole.length >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, marks.group) : whole;
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${grouped}${marks.decimal}${String(hundredths % 100).padStart(2, '0')}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** dd-mm-yyyy, with hh:mm when asked: a time as the university's clock reads it, whatever the browser's zone. */
export function formatDate(value: unknown, withTime = false): string {
  const wall = onUniversityClock(value);
  if (wall) {
    const [year, month, day] = wall.slice(0, 10).split('-');
    return `${day}-${month}-${year}${withTime ? ` ${wall.slice(11, 16)}` : ''}`;
  }
  const date = parseDay(value);
  if (!date) return typeof value === 'string' ? value : '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** A stored file path as a URL on the API host's storage. */
export function storageUrl(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '') return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
