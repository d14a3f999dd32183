// The signed-in user's own account (spec section 2, /admin/user): read and edit the details with a photo,
// change the password, and set up or remove a second factor. Any signed-in user may; nobody reaches another user's
// account here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MIN_LENGTH, TOTP } from '../../contract/constants';
import type { AppContext } from '../kernel/context';
import { HttpError, ValidationFailed, fieldError, type Message } from '../core/errors';
import { languageOf } from '../core/i18n';
import { checkBody, readRawBody, type WriteForm } from '../kernel/write-body';
import { bearerToken } from '../core/bearer';
import { authenticatePerson } from './guard';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionUser } from '../core/user';
import { recordSecretChange } from '../kernel/history';
import { apiRoute } from '../core/api-route';
import { appCode, beginEnrolment, confirmEnrolment, factorState, removeFactor, renewRecoveryCodes } from './second-factor';
import { bodyFields } from '../core/request-body';

const NAME = { type: 'string', minLength: 1, maxLength: 255 };

/** The profile form, checked like a screen's: the same ajv messages, the same upload checks. */
export const profileForm: WriteForm = {
  name: 'profile',
  fields: [
    { key: 'first_name', label: 'fields.first_name', kind: 'text', required: true },
    { key: 'last_name', label: 'fields.last_name', kind: 'text', required: true },
    { key: 'email', label: 'fields.email', kind: 'email', required: true },
    { key: 'photo', label: 'fields.photo', kind: 'file', required: false, accept: 'image' },
  ],
  schema: {
    type: 'object',
    required: ['first_name', 'last_name', 'email'],
    properties: {
      first_name: NAME,
      last_name: NAME,
      email: { type: 'string', format: 'email', maxLength: 255 },
      photo: { type: 'string' },
    },
  },
};

const PASSWORD_MAX_LENGTH = 128;

/** The account as the profile shows it: the session's user without the permissions its roles give. */
type ProfileRow = Omit<SessionUser, 'permissions'> & Record<string, unknown>;

const PROFILE_COLUMNS = 'id, first_name, last_name, email, photo, user_type_id';

/**
 * The new password's rules: long enough, not too long, confirmed, and not the current one (asked for unless the
 * password is set from a mailed link).
 */
export function passwordProblems(body: Record<string, unknown>, asksCurrent = true): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  for (const key of [...(asksCurrent ? ['current_password'] : []), 'password', 'password_confirmation']) {
    if (typeof body[key] !== 'string' || body[key] === '') errors[key] = [{ key: 'validation.required' }];
  }
  const password = typeof body.password === 'string' ? body.password : '';
  if (!errors.password) {
    if (password.length < PASSWORD_MIN_LENGTH) errors.password = [{ key: 'server.profile.password_short', params: { limit: PASSWORD_MIN_LENGTH } }];
    else if (password.length > PASSWORD_MAX_LENGTH) errors.password = [{ key: 'validation.maxLength', params: { count: PASSWORD_MAX_LENGTH } }];
    else if (asksCurrent && password === body.current_password) errors.password = [{ key: 'server.profile.password_same' }];
  }
  if (!errors.password_confirmation && !errors.password && body.password_confirmation !== password) {
    errors.password_confirmation = [{ key: 'server.profile.password_mismatch' }];
  }
  return errors;
}

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const profileOf = async (id: number): Promise<ProfileRow> => {
    const [row] = await ctx.db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
    if (!row) throw new HttpError(404, 'server.errors.not_found');
    return row;
  };

  apiRoute(app, 'profile', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    return { data: await profileOf(user.id) };
  });

  apiRoute(app, 'saveProfile', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const current = await profileOf(user.id);
    const raw = await readRawBody(request);
    if (typeof raw.values.email === 'string') raw.values.email = raw.values.email.trim().toLowerCase();
    const checked = await checkBody(profileForm, raw, ctx.config.timeZone, current);
    const email = checked.values.email;
    if (typeof email === 'string' && email !== current.email) {
      const [taken] = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, user.id]);
      if (taken) throw fieldError('email', 'validation.unique');
    }
    for (const file of checked.files) checked.values[file.field] = await ctx.storage.save(file.content, file.extension);
    const columns = Object.keys(checked.values);
    const assignments = [...columns.map((key, i) => `${key} = $${i + 2}`), 'updated_at = now()'];
    const [row] = await ctx.db.query<ProfileRow>(
      `UPDATE users SET ${assignments.join(', ')} WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
      [user.id, ...columns.map((key) => checked.values[key])],
    );
    await ctx.sessions.changed({ userId: user.id });
    if (current.photo && 'photo' in checked.values && checked.values.photo !== current.photo) await ctx.storage.remove(current.photo);
    return { data: row };
  });

  /** Whether the password the person typed is theirs; a wrong one counts as a sign-in's would. */
  const passwordRight = async (request: FastifyRequest, user: SessionUser, password: string): Promise<boolean> => {
    const account = user.email.toLowerCase();
    await ctx.signIns.check(account, request.ip);
    const [row] = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (row && (await verifyPassword(password, row.password_hash))) return true;
    await ctx.signIns.failed(account, request.ip);
    return false;
  };

  apiRoute(app, 'changePassword', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const body = bodyFields(request);
    const errors = passwordProblems(body);
    if (!errors.current_password && !(await passwordRight(request, user, String(body.current_password)))) {
      errors.current_password = [{ key: 'server.profile.current_password_wrong' }];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const hash = await hashPassword(String(body.password), ctx.config.passwordCost);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, hash]);
      await recordSecretChange(tx, 'users', user.id, user.id, 'password');
    });
    await ctx.sessions.revokeOthers(user.id, bearerToken(request)!);
    return { message: ctx.locales.translator(languageOf(request.headers['accept-language'])).t('server.profile.password_changed') };
  });

  // The person's own second factor: its state, an app set up (confirmed by its first code), removed, new recovery codes.
  apiRoute(app, 'secondFactor', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    return { data: await factorState(ctx.db, user.id) };
  });

  apiRoute(app, 'startSecondFactor', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const enrolment = await beginEnrolment(ctx.db, user);
    if (!enrolment) throw new HttpError(409, 'server.second_factor.already_on');
    return enrolment;
  });

  apiRoute(app, 'confirmSecondFactor', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const body = bodyFields(request);
    const code = appCode(body.code);
    if (code === undefined) throw fieldError('code', 'server.second_factor.code_format', { digits: TOTP.digits });
    const account = user.email.toLowerCase();
    await ctx.signIns.check(account, request.ip);
    const recoveryCodes = await confirmEnrolment(ctx.db, user.id, code, user.id);
    if (!recoveryCodes) {
      await ctx.signIns.failed(account, request.ip);
      throw fieldError('code', 'server.second_factor.code_wrong');
    }
    // this session has just proved the factor, so a setting that requires one keeps it
    await ctx.sessions.setSecondFactor(bearerToken(request)!, 'code');
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return { message: t.t('server.second_factor.enabled'), recovery_codes: recoveryCodes };
  });

  /** The password in the body, right, before a change that weakens or renews the factor; 422 under `password` else. */
  const passwordConfirmed = async (request: FastifyRequest, user: SessionUser): Promise<void> => {
    const body = bodyFields(request);
    if (typeof body.password !== 'string' || body.password === '') throw fieldError('password', 'validation.required');
    if (!(await passwordRight(request, user, body.password))) throw fieldError('password', 'server.profile.current_password_wrong');
  };

  // Removing the factor needs the password and ends the other sessions; where the setting requires a factor of the
  // account, this one too, and the next sign-in sets up a new app.
  apiRoute(app, 'removeSecondFactor', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    await passwordConfirmed(request, user);
    const { required } = await factorState(ctx.db, user.id);
    if (!(await removeFactor(ctx.db, user.id, user.id))) throw new HttpError(409, 'server.second_factor.not_on');
    const token = bearerToken(request)!;
    if (required) await ctx.sessions.revokeAll(user.id);
    else {
      await ctx.sessions.revokeOthers(user.id, token);
      await ctx.sessions.setSecondFactor(token, null);
    }
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return { message: t.t(required ? 'server.second_factor.removed_sign_in' : 'server.second_factor.removed'), signed_out: required };
  });

  apiRoute(app, 'renewRecoveryCodes', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    await passwordConfirmed(request, user);
    const recoveryCodes = await renewRecoveryCodes(ctx.db, user.id, user.id);
    if (!recoveryCodes) throw new HttpError(409, 'server.second_factor.not_on');
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return { message: t.t('server.second_factor.codes_renewed'), recovery_codes: recoveryCodes };
  });
}
