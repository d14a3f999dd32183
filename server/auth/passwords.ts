// Passwords are hashed with scrypt, Node's memory-hard function, at the cost PASSWORD_COST sets (N = 2^cost; at the
// default 15, 32 MiB and ~50–90 ms per guess). A hash keeps the cost it was made at, so one made at a lower cost than
// the server's is still read, and is made again at the server's the next time its owner signs in.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_COSTS } from '../core/config';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions,
) => Promise<Buffer>;

const BLOCK_SIZE = 8;
const KEY_LENGTH = 32;
/** scrypt's memory is 128 · N · r bytes; Node refuses more than maxmem, which leaves room at the highest cost. */
const MAX_MEMORY = 2 * 128 * 2 ** PASSWORD_COSTS.most * BLOCK_SIZE;

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: BLOCK_SIZE, p: 1, maxmem: MAX_MEMORY });
  return ['scrypt', N, BLOCK_SIZE, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expectedKey.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY,
  });
  return crypto.timingSafeEqual(key, expectedKey);
}

/** Whether a stored hash was made at a lower cost than `cost`, to be made again at it. */
export function weakerThan(stored: string, cost: number): boolean {
  return Number(stored.split('$')[1]) < 2 ** cost;
}

/** A hash to compare against when the e-mail is unknown, so a miss costs as long as a wrong password: made at the server's cost. */
export function decoyHash(cost: number): Promise<string> {
  return hashPassword(crypto.randomBytes(16).toString('hex'), cost);
}

export function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
