// What a finance row has room for is the database's to keep (migration 0064): its ledger's payments never pass what is
// due, and an order awaiting the provider holds its amount for 30 minutes. Its triggers refuse a write beyond that with
// a check violation naming the rule and, in its DETAIL, how much room was left.

/** The ledger's rule (finances_payments) and the awaiting orders' (online_payments). */
export type DueRule = 'finances_payments_within_due' | 'online_payments_within_due';

/** The room left (an amount, as text) when `error` is the database refusing a write by `rule`; otherwise undefined. */
export function roomRefused(error: unknown, rule: DueRule): string | undefined {
  const { code, constraint, detail } = error as { code?: string; constraint?: string; detail?: string };
  return code === '23514' && constraint === rule ? detail ?? '0' : undefined;
}
