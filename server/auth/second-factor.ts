// A second factor (issue 34): an authenticator app's codes (TOTP, RFC 6238, through otpauth) and ten single-use
// recovery codes. Any account may set one up; a setting requires one of every administrator's account. The app's
// secret stays in a table of its own that no list, export or history reads; recovery codes and sign-in tickets are
// kept only as hashes; a code is accepted once (the time-step of the last one accepted is kept). Every change is an
// entry of the account's history, never a value.
import crypto from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODES, TOTP, USER_TYPE } from '../../contract/constants';
import type { Database, Queryable } from '../db/database';
import { recordSecretChange, recordValuesChange } from '../kernel/history';
import { hashToken, SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETTING } from './sessions';

/** The name an authenticator app shows above the account's address. */
const ISSUER = 'Aula';
/** A code of the step before or after is accepted too (a phone's clock a little off, a code typed as it changed); none older. */
const WINDOW = 1;
/** How long a sign-in waits for its code once the password is right. */
const CHALLENGE_SECONDS = 5 * 60;
/** app_settings has no ids: its history's entries are those of record 0. */
const SETTINGS_RECORD = 0;
/** The letters of a recovery code: base32's, so that 10 of them hold 50 random bits and read without ambiguity. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function totpOf(secret: string, label = ''): Totp {
  return new Totp({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: TOTP.digits, period: TOTP.periodSeconds });
}

/** An app's code as typed (spaces aside), or undefined when it is not one. */
export function appCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.replace(/\s/g, '') : '';
  return new RegExp(`^\\d{${TOTP.digits}}$`).test(code) ? code : undefined;
}

/** A recovery code as typed (any case, with or without its dash and spaces), or undefined when it is not one. */
export function recoveryCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.toLowerCase().replace(/[\s-]/g, '') : '';
  return /^[a-z2-7]{10}$/.test(code) ? code : undefined;
}

const recoveryHash = (userId: number, code: string): string => hashToken(`${userId}:${code}`);

/** Ten new recovery codes replace the account's earlier ones; answered as shown to the person, once. */
async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  // a byte modulo 32 is uniform: 256 is a multiple of 32
  const codes = Array.from({ length: RECOVERY_CODES }, () => [...crypto.randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join(''));
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    'INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map((code) => recoveryHash(userId, code))],
  );
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** What the profile says of the account's factor. */
export interface FactorState {
  enabled: boolean;
  since: string | null;
  recovery_codes_left: number;
  /** whether the setting requires one of this account */
  required: boolean;
}

export async function factorState(db: Queryable, userId: number): Promise<FactorState> {
  const [state] = await db.query<FactorState>(
    `SELECT f.confirmed_at IS NOT NULL AS enabled, f.confirmed_at AS since,
       (SELECT count(*)::integer FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL AND f.confirmed_at IS NOT NULL) AS recovery_codes_left,
       u.user_type_id = $2 AND ${SECOND_FACTOR_REQUIRED} AS required
     FROM users u LEFT JOIN second_factors f ON f.user_id = u.id WHERE u.id = $1`,
    [userId, USER_TYPE.admin],
  );
  return state;
}

/** A factor being set up: its secret to type by hand, its otpauth:// address, and that address as a QR code (a PNG data: URL). */
export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** Begins setting up an app: a new secret, replacing one not yet confirmed. None while the account has a factor confirmed. */
export async function beginEnrolment(db: Queryable, account: { id: number; email: string }): Promise<Enrolment | undefined> {
  const secret = new Secret({ size: 20 }).base32;
  const [begun] = await db.query(
    `INSERT INTO second_factors (user_id, secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = NULL, created_at = now() WHERE second_factors.confirmed_at IS NULL
     RETURNING user_id`,
    [account.id, secret],
  );
  if (!begun) return undefined;
  const uri = totpOf(secret, account.email).toString();
  return { secret, uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
}

/**
 * Whether `code` is the app's code, now or a step either side, of the account's factor (the one being set up when
 * `setup`), and later than the last one accepted: it is then the last one accepted, and confirms a factor being set up.
 */
async function acceptCode(tx: Queryable, userId: number, code: string, setup: boolean): Promise<boolean> {
  const [factor] = await tx.query<{ secret: string }>(
    'SELECT secret FROM second_factors WHERE user_id = $1 AND (confirmed_at IS NULL) = $2', [userId, setup],
  );
  if (!factor) return false;
  const totp = totpOf(factor.secret);
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const [accepted] = await tx.query(
    `UPDATE second_factors SET last_step = $3, confirmed_at = coalesce(confirmed_at, now())
     WHERE user_id = $1 AND secret = $2 AND (last_step IS NULL OR last_step < $3) RETURNING user_id`,
    [userId, factor.secret, totp.counter({ timestamp: now }) + delta],
  );
  return accepted !== undefined;
}

/** Confirms the app being set up with a code of it: the factor is on, with new recovery codes (answered); undefined for a wrong code. */
export async function confirmEnrolment(db: Database, userId: number, code: string, by: number): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    if (!(await acceptCode(tx, userId, code, true))) return undefined;
    await recordValuesChange(tx, 'users', userId, by, { second_factor: [false, true] });
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Whether an app's code proves the account's factor; it is not accepted again. */
export async function proveWithCode(db: Database, userId: number, code: string): Promise<boolean> {
  return db.transaction((tx) => acceptCode(tx, userId, code, false));
}

/** Whether a recovery code of the account's factor is unused: it is used up, and the history says how many are left. */
export async function proveWithRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx.query(
      `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
         AND EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = $1 AND f.confirmed_at IS NOT NULL)
       RETURNING id`,
      [userId, recoveryHash(userId, code)],
    );
    if (!used) return false;
    const [{ remaining }] = await tx.query<{ remaining: number }>(
      'SELECT count(*)::integer AS remaining FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId],
    );
    await recordValuesChange(tx, 'users', userId, userId, { recovery_codes_left: [remaining + 1, remaining] });
    return true;
  });
}

/** New recovery codes for an account with a factor (answered), the earlier ones no longer working; undefined without one. */
export async function renewRecoveryCodes(db: Database, userId: number, by: number): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [factor] = await tx.query('SELECT 1 FROM second_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL FOR UPDATE', [userId]);
    if (!factor) return undefined;
    await recordSecretChange(tx, 'users', userId, by, 'recovery_codes');
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Removes the account's factor and its recovery codes; answers whether one was on. */
export async function removeFactor(db: Database, userId: number, by: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.query<{ confirmed: boolean }>(
      'DELETE FROM second_factors WHERE user_id = $1 RETURNING confirmed_at IS NOT NULL AS confirmed', [userId],
    );
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    if (!removed?.confirmed) return false;
    await recordValuesChange(tx, 'users', userId, by, { second_factor: [true, false] });
    return true;
  });
}

/** What a sign-in needs once its password is right: the code of the account's factor, or setting one up first. */
export interface SecondStep {
  ticket: string;
  kind: 'code' | 'setup';
  /** seconds the ticket is good for */
  expires_in: number;
}

/**
 * What a sign-in whose password (or identity provider) was right needs before a session: nothing, the code of the
 * account's factor, or a factor set up first (an administrator's account while the setting requires one). A provider
 * that `vouched` for a second factor of its own needs nothing more.
 */
export async function secondStepFor(db: Queryable, userId: number, vouched: boolean): Promise<SecondStep | undefined> {
  if (vouched) return undefined;
  const [account] = await db.query<{ has_factor: boolean; required: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS has_factor,
       u.user_type_id = $2 AND ${SECOND_FACTOR_REQUIRED} AS required
     FROM users u WHERE u.id = $1`,
    [userId, USER_TYPE.admin],
  );
  if (!account || (!account.has_factor && !account.required)) return undefined;
  const ticket = crypto.randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sign_in_challenges WHERE expires_at <= now()');
  await db.query(
    'INSERT INTO sign_in_challenges (ticket_hash, user_id, setup, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [hashToken(ticket), userId, !account.has_factor, CHALLENGE_SECONDS],
  );
  return { ticket, kind: account.has_factor ? 'code' : 'setup', expires_in: CHALLENGE_SECONDS };
}

/** The sign-in a ticket stands for: its account (enabled), the address the sign-in limit counts it by, whether it sets a factor up. */
export interface Challenge {
  user_id: number;
  email: string;
  setup: boolean;
}

export async function challengeOf(db: Queryable, ticket: string): Promise<Challenge | undefined> {
  const [challenge] = await db.query<Challenge>(
    `SELECT c.user_id, lower(u.email) AS email, c.setup FROM sign_in_challenges c JOIN users u ON u.id = c.user_id
     WHERE c.ticket_hash = $1 AND c.expires_at > now() AND u.disabled_at IS NULL`,
    [hashToken(ticket)],
  );
  return challenge;
}

/** A ticket passed: it signs in once. Answers whether it was still there (two right answers at once sign in once). */
export async function endChallenge(db: Queryable, ticket: string): Promise<boolean> {
  const [ended] = await db.query('DELETE FROM sign_in_challenges WHERE ticket_hash = $1 RETURNING user_id', [hashToken(ticket)]);
  return ended !== undefined;
}

/** The setting, with when it last changed and by whom (its history's latest entry). */
export interface SignInSettings {
  second_factor_required: boolean;
  changed_at: string | null;
  changed_by: string | null;
}

export async function signInSettings(db: Queryable): Promise<SignInSettings> {
  const [settings] = await db.query<SignInSettings>(
    `SELECT ${SECOND_FACTOR_REQUIRED} AS second_factor_required, c.at AS changed_at, u.full_name AS changed_by
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (SELECT at, user_id FROM record_changes WHERE table_name = 'app_settings' AND record_id = $1 ORDER BY id DESC LIMIT 1) c ON true
     LEFT JOIN users u ON u.id = c.user_id`,
    [SETTINGS_RECORD],
  );
  return settings;
}

/** Requires a second factor of administrators' accounts, or no longer; the change is in the settings' history. */
export async function requireSecondFactor(db: Database, required: boolean, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1 FOR UPDATE', [SECOND_FACTOR_SETTING]);
    const was = current?.value === 'true';
    if (was === required) return;
    await tx.query(
      'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [SECOND_FACTOR_SETTING, String(required)],
    );
    await recordValuesChange(tx, 'app_settings', SETTINGS_RECORD, by, { [SECOND_FACTOR_SETTING]: [was, required] });
  });
}
