// A noOverlap constraint's collision as PostgreSQL compares two rows, the one definition of it: the migration the
// codegen writes keeps it (an exclusion constraint of these terms), and the server's check before a write, which names
// the row collided with, asks the database by the same terms (collidesSql), the write's values as parameters.

/** A day's time (a column or a parameter of type time) as a timestamp on a fixed Monday, so that times of one weekday compare as ranges; date + time is immutable, as an exclusion constraint's expression must be. */
export const timeOnFixedDay = (time: string): string => `(DATE '2001-01-01' + ${time})`;

/** The ISO weekday (1 Monday … 7 Sunday) of a date (a column or a parameter of type date), immutable: 2001-01-01 was a Monday. */
export const isoWeekday = (date: string): string => `(((${date} - DATE '2001-01-01') % 7 + 7) % 7 + 1)`;

/** The fields a noOverlap constraint names: its key, day, times, period and date. */
export interface OverlapRule {
  part?: string;
  key: string;
  day: string;
  from: string;
  to: string;
  during?: readonly string[];
  date?: string;
}

/** A field as a rule's key is looked up among a screen's fields: its kind, and a repeat field's parts. */
interface KeyedField {
  key: string;
  kind: string;
  fields?: readonly KeyedField[];
}

/** Whether a rule's key holds several values (a course's groups): a field of kind lookupMany, a part's or the record's. */
export function keyOfSeveral(rule: OverlapRule, fields: readonly KeyedField[]): boolean {
  const parts = rule.part === undefined ? [] : fields.find((field) => field.key === rule.part)?.fields ?? [];
  return [...parts, ...fields].find((field) => field.key === rule.key)?.kind === 'lookupMany';
}

/** Each field a rule names, once. */
export const overlapKeys = (rule: OverlapRule): string[] =>
  [...new Set([rule.key, rule.day, rule.from, rule.to, ...(rule.during ?? []), ...(rule.date === undefined ? [] : [rule.date])])];

/** A row's day as a rule compares it: the weekday of its date where it has one (an exam), else its day. */
export function overlapDay(rule: OverlapRule, column: (key: string) => string): string {
  return rule.date === undefined ? column(rule.day) : `coalesce(${isoWeekday(column(rule.date))}, ${column(rule.day)})`;
}

/**
 * A row's period as a rule compares it: its date alone where it has one, else its first and last day (a missing one
 * open); none for a rule with neither.
 */
export function overlapPeriod(rule: OverlapRule, column: (key: string) => string): string | undefined {
  const [first, last] = rule.during ?? [];
  if (rule.date === undefined) return rule.during === undefined ? undefined : `daterange(${column(first)}, ${column(last)}, '[]')`;
  const date = column(rule.date);
  return rule.during === undefined ? `daterange(${date}, ${date}, '[]')` : `daterange(coalesce(${date}, ${column(first)}), coalesce(${date}, ${column(last)}), '[]')`;
}

/**
 * The fields a rule over a repeat field's parts names that the parts do not have: the record's (a course's groups, its
 * period), which the parts' table keeps a copy of, so that its exclusion constraint can compare them.
 */
export function carriedKeys(rule: OverlapRule, partKeys: readonly string[]): string[] {
  return rule.part === undefined ? [] : overlapKeys(rule).filter((key) => !partKeys.includes(key));
}

/** One term of a collision: an expression of a row, the operator that compares two rows' values of it. */
interface OverlapTerm {
  of(column: (key: string) => string): string;
  operator: string;
  /** as an exclusion constraint's element: its operator class, and whether an expression is put in parentheses */
  opclass?: string;
  parenthesized?: boolean;
}

/**
 * What makes two rows collide under a rule: the same key (of several values, one they share, intarray's overlap named
 * in public where the migration makes the extension), the same day, times that overlap (a row without both times has
 * none: a range with a null bound would be unbounded), and, where the rule has them, periods that meet. A null in
 * any term collides with nothing.
 */
function overlapTerms(rule: OverlapRule, manyKeys: boolean): OverlapTerm[] {
  const { key, from, to } = rule;
  const terms: OverlapTerm[] = [
    manyKeys ? { of: (column) => column(key), operator: 'OPERATOR(public.&&)', opclass: 'public.gist__int_ops' } : { of: (column) => column(key), operator: '=' },
    { of: (column) => overlapDay(rule, column), operator: '=', parenthesized: rule.date !== undefined },
    {
      of: (column) => `(CASE WHEN ${column(from)} IS NULL OR ${column(to)} IS NULL THEN NULL ELSE tsrange(${timeOnFixedDay(column(from))}, ${timeOnFixedDay(column(to))}) END)`,
      operator: '&&',
    },
  ];
  if (overlapPeriod(rule, (column) => column) !== undefined) terms.push({ of: (column) => overlapPeriod(rule, column)!, operator: '&&' });
  return terms;
}

/** The exclusion constraint that keeps a rule, over the columns of its table: `EXCLUDE USING gist (…)`. */
export function exclusionSql(rule: OverlapRule, manyKeys: boolean): string {
  const elements = overlapTerms(rule, manyKeys).map((term) => {
    const expression = term.of((column) => column);
    return `${term.parenthesized ? `(${expression})` : expression}${term.opclass ? ` ${term.opclass}` : ''} WITH ${term.operator}`;
  });
  return `EXCLUDE USING gist (${elements.join(', ')})`;
}

/**
 * SQL true of two rows that collide under a rule, as its exclusion constraint compares them: each row's columns as
 * `one` and `other` name them (an alias's, or a write's values as parameters).
 */
export function collidesSql(rule: OverlapRule, manyKeys: boolean, one: (key: string) => string, other: (key: string) => string): string {
  return overlapTerms(rule, manyKeys).map((term) => `${term.of(one)} ${term.operator} ${term.of(other)}`).join(' AND ');
}

/**
 * The type a value of a rule's field is given as a parameter, where the comparison cannot tell it: its times' and
 * dates' (the check stage's kinds), a key of several values' (integers); a key or a day takes its column's.
 */
export function overlapCast(rule: OverlapRule, key: string, manyKeys: boolean): string {
  if (key === rule.from || key === rule.to) return '::time';
  if (key === rule.date || rule.during?.includes(key)) return '::date';
  return key === rule.key && manyKeys ? '::integer[]' : '';
}
