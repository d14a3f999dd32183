// A noOverlap constraint's times as PostgreSQL compares them, shared by the migration the codegen writes (the
// exclusion constraint) and the server's check before a write (which names the row it collides with): the two must
// compare the same way.

/** A day's time (a column or a parameter of type time) as a timestamp on a fixed Monday, so that times of one weekday compare as ranges; date + time is immutable, as an exclusion constraint's expression must be. */
export const timeOnFixedDay = (time: string): string => `(DATE '2001-01-01' + ${time})`;
