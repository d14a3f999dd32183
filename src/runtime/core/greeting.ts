// Greeting by hour (SPEC section 4): night 00-06, morning 06-12, afternoon 12-18, evening 18-23.
// "The minute must be over 0": a boundary hour at minute 0 still belongs to the earlier period
// (06:00 is night, 06:01 morning). After 23:00 it is night again until 06:00.

export type Greeting = 'night' | 'morning' | 'afternoon' | 'evening';

const PERIODS: readonly { until: number; greeting: Greeting }[] = [
  { until: 6 * 60, greeting: 'night' },
  { until: 12 * 60, greeting: 'morning' },
  { until: 18 * 60, greeting: 'afternoon' },
  { until: 23 * 60, greeting: 'evening' },
];

export function greetingFor(date: Date): Greeting {
  const minutes = date.getHours() * 60 + date.getMinutes();
  return PERIODS.find((period) => minutes <= period.until)?.greeting ?? 'night';
}
