// A noOverlap constraint's times as PostgreSQL compares them, shared by the migration the codegen writes (the
// exclusion constraint) and the server's check before a write (which names the row it collides with): the two must
// compare the same way.

/** A day's time (a column or a parameter of type time) as a timestamp on a fixed Monday, so that times of one weekday compare as ranges; date + time is immutable, as an exclusion constraint's expression must be. */
export const timeOnFixedDay = (time: string): string => `(DATE '2001-01-01' + ${time})`;

/** The fields a noOverlap constraint names: its key, day, times and period. */
export interface OverlapRule {
  part?: string;
  key: string;
  day: string;
  from: string;
  to: string;
  during?: readonly string[];
}

/** Each field a rule names, once. */
export const overlapKeys = (rule: OverlapRule): string[] => [...new Set([rule.key, rule.day, rule.from, rule.to, ...(rule.during ?? [])])];

/**
 * The fields a rule over a repeat field's parts names that the parts do not have: the record's (a course's groups, its
 * period), which the parts' table keeps a copy of, so that its exclusion constraint can compare them.
 */
export function carriedKeys(rule: OverlapRule, partKeys: readonly string[]): string[] {
  return rule.part === undefined ? [] : overlapKeys(rule).filter((key) => !partKeys.includes(key));
}
