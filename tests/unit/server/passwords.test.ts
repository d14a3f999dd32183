// The cost passwords are hashed at: PASSWORD_COST read as a whole number in its range (another stops the start with a
// sentence), 15 unless set; a hash keeps its own cost, so one made at another is read, and known as weaker.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakerThan } from '../../../server/auth/passwords';
import { DEFAULT_PASSWORD_COST, PASSWORD_COSTS, readConfig } from '../../../server/core/config';

describe('PASSWORD_COST', () => {
  it('is 15 unless set, and takes a whole number from the least cost to the most', () => {
    expect(readConfig({}).passwordCost).toBe(DEFAULT_PASSWORD_COST);
    expect(DEFAULT_PASSWORD_COST).toBe(15);
    expect(readConfig({ PASSWORD_COST: String(PASSWORD_COSTS.least) }).passwordCost).toBe(PASSWORD_COSTS.least);
    expect(readConfig({ PASSWORD_COST: String(PASSWORD_COSTS.most) }).passwordCost).toBe(PASSWORD_COSTS.most);
  });

  it.each(['9', '18', '12.5', 'high'])('stops the start on %s, naming the range', (value) => {
    expect(() => readConfig({ PASSWORD_COST: value })).toThrow(`PASSWORD_COST must be a whole number from 10 to 17, not ${value}.`);
  });
});

describe('a password hash', () => {
  it('keeps the cost it was made at: read at any, weaker than a higher one only', async () => {
    const hash = await hashPassword('ბერიძე-2004', PASSWORD_COSTS.least);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** PASSWORD_COSTS.least), '8', '1']);
    expect(await verifyPassword('ბერიძე-2004', hash)).toBe(true);
    expect(await verifyPassword('ბერიძე-2005', hash)).toBe(false);
    expect(weakerThan(hash, PASSWORD_COSTS.least)).toBe(false);
    expect(weakerThan(hash, PASSWORD_COSTS.least + 1)).toBe(true);
  });
});
