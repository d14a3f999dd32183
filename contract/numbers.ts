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

/** A number's whole part (its digits) with the language's thousands' separators. */
const groupedWhole = (whole: string, marks: Marks): string => (whole.length >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, marks.group) : whole);

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
  const size = Math.abs(number);
  const digits = String(size);
  if (!(size < EXACT_BELOW) || digits.includes('e')) return intlNumber(number, marks.locale, 2);
  // the shortest decimal that reads back as the number, moved two places by its exponent, rounded whole
  const hundredths = Math.round(Number(`${digits}e2`));
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${groupedWhole(String(Math.floor(hundredths / 100)), marks)}${marks.decimal}${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * A number with the decimals it has, as Intl.NumberFormat writes it by default (at most three): a dashboard's count
 * (12 345), mean (3,42) or rate (87,5), in the same digits as the lists' two decimals.
 */
export function plainNumber(value: number, language: string): string {
  const marks = marksOf(language);
  const size = Math.abs(value);
  const digits = String(size);
  const [whole, fraction = ''] = digits.split('.');
  if (!(size < EXACT_BELOW) || digits.includes('e') || fraction.length > 3) return intlNumber(value, marks.locale);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupedWhole(whole, marks)}${fraction ? `${marks.decimal}${fraction}` : ''}`;
}
