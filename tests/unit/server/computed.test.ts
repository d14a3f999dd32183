// The fields the server computes at every write, as the one statement that sets them in the write's transaction.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { computedUpdate } from '../../../server/kernel/computed';

describe('a computed field', () => {
  it('sums a part\'s amounts and adds and subtracts the record\'s own, naming an earlier computed field by its expression and a domain\'s value by its column', () => {
    const sql = computedUpdate(registry.screens.finances, 'finances')!;
    expect(sql).toContain('paid_amount = ((SELECT coalesce(sum(p.amount), 0) FROM finances_payments p WHERE p.parent_id = t.id))');
    expect(sql).toMatch(/remaining_amount = \(coalesce\(t\.annual_fee, 0\) \+ coalesce\(t\.prev_debt, 0\) \+ coalesce\(t\.refunded_amount, 0\) - coalesce\(t\.grant_amount, 0\) - coalesce\(t\.discount, 0\) - \(\(SELECT coalesce\(sum\(p\.amount\)/);
    expect(sql).toMatch(/WHERE t\.id = \$1$/);
    // the refunded amount is the finances domain's (online refunds), never set by a write of the row
    expect(sql).not.toContain('refunded_amount =');
  });

  it('is no statement for a screen that computes nothing, and every row\'s for a seed', () => {
    expect(computedUpdate(registry.screens.students, 'students')).toBeUndefined();
    expect(computedUpdate(registry.screens.finances, 'finances', 'all')).not.toMatch(/WHERE t\.id/);
  });
});
