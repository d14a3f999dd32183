// A noOverlap constraint's times as PostgreSQL compares them, shared by the migration the codegen writes (the
// exclusion constraint) and the server's check before a write (which names the row it collides with): the two must
// compare the same way.

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
