// Whether a row meets an action's `when` (screen key actions[].when): each key holds the value given, or one of the
// values a list gives (a proposal edited while it is proposed or returned). The browser offers the action by it and
// the server refuses a row by it, so the two never disagree.

type Scalar = string | number | boolean;

export type WhenCondition = Readonly<Record<string, Scalar | readonly Scalar[]>>;

export function meetsWhen(when: WhenCondition | undefined, row: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return Object.entries(when ?? {}).every(([key, value]) => (Array.isArray(value)
    ? (value as readonly Scalar[]).includes(row?.[key] as Scalar)
    : row?.[key] === value));
}
