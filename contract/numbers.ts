// Numbers as each language writes them, the same in the browser (a list's cells, a dashboard's tiles and charts) and
// on the server (a chart's band labels): two decimals for money and decimals (SPEC section 9), or the decimals a
// number has.

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

type Marks = (typeof NUMBER_MARKS)[keyof typeof NUMBER_MARKS];

const marksOf = (language: string): Marks => NUMBER_MARKS[language === 'en' ? 'en' : 'ka'];

/**
 * A number's shortest decimal digits (3.5 for 3.50), or undefined where they are no longer exact hundredths or are
 * written with an exponent: Intl writes those.
 */
function decimalDigits(size: number): string | undefined {
  const digits = String(size);
  return size < EXACT_BELOW && !digits.includes('e') ? digits : undefined;
}

/** A number written as its sign, its whole part with the thousands' separators, and its fraction if any. */
function written(value: number, whole: string, fraction: string, marks: Marks): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.length >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, marks.group) : whole;
  return `${sign}${grouped}${fraction ? `${marks.decimal}${fraction}` : ''}`;
}

/** One formatter a locale and number of decimals, made only for numbers the marks above do not cover. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function intlNumber(number: number, locale: string, decimals?: number): string {
  const key = `${locale}:${decimals ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, format = new Intl.NumberFormat(locale, decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
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
  const marks = marksOf(language);
  const digits = decimalDigits(Math.abs(number));
  if (digits === undefined) return intlNumber(number, marks.locale, 2);
  // the shortest decimal that reads back as the number, moved two places by its exponent, rounded whole
  const hundredths = Math.round(Number(`${digits}e2`));
  return written(number, String(Math.floor(hundredths / 100)), String(hundredths % 100).padStart(2, '0'), marks);
}

/**
 * A number with the decimals it has, as Intl.NumberFormat writes it by default (at most three): a dashboard's count
 * (12 345), mean (3,42) or rate (87,5), in the same digits as the lists' two decimals.
 */
export function plainNumber(value: number, language: string): string {
  const marks = marksOf(language);
  const digits = decimalDigits(Math.abs(value));
  const [whole, fraction = ''] = digits?.split('.') ?? [];
  return digits === undefined || fraction.length > 3 ? intlNumber(value, marks.locale) : written(value, whole, fraction, marks);
}
