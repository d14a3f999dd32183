// /admin/user (SPEC section 2, "profile", "profile edit", "change password"): the signed-in user's details,
// a form to edit them with a photo, a password change and the second factor; for whoever manages accounts, the
// setting that requires one of administrators. A lazy chunk of its own.
import '../../styles/profile.css';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../core/api';
import { useAlert } from '../ui/alerts';
import { PASSWORD_MIN_LENGTH, USER_TYPE } from '../../../contract/constants';
import { PERMISSION_NAMES } from '../../../contract/labels';
import { CodeName } from '../ui/CodeName';
import { Avatar } from '../ui/Avatar';
import { storageUrl } from '../format/values';
import type { CurrentUser } from '../core/session';
import { useDocumentTitle } from '../core/titles';
import { apiPath } from '../../../contract/api-routes';
import { Field, failureOf, type FieldErrors } from './ProfileField';
import { SecondFactorCard } from './SecondFactorCard';
import { SignInSettingsCard } from './SignInSettingsCard';

interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
  user_type_id: number;
}

const DETAIL_FIELDS = ['first_name', 'last_name', 'email', 'photo'] as const;

export interface ProfilePageProps {
  user: CurrentUser | undefined;
  /** Re-reads the current user after an edit, so the header greets the new name. */
  onProfileChanged: () => void;
}

function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [values, setValues] = useState({ first_name: profile.first_name, last_name: profile.last_name, email: profile.email });
  const [photo, setPhoto] = useState<File | null | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const shown = photo === null ? undefined : preview ?? (profile.photo ? storageUrl(profile.photo) : undefined);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const key of ['first_name', 'last_name', 'email'] as const) {
      if (values[key].trim() === '') found[key] = [t('validation.required')];
    }
    if (!found.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = [t('validation.email')];
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body: Record<string, unknown> = { ...values };
      if (photo !== undefined) body.photo = photo;
      const answer = await api<{ data: Profile }>('PUT', apiPath('saveProfile'), body);
      setPhoto(undefined);
      showAlert(t('app.form.updated'), 'success');
      onSaved(answer.data);
    } catch (failure) {
      const { message: text, errors: fieldErrors } = failureOf(failure, DETAIL_FIELDS, t('app.errors.generic'));
      setErrors(fieldErrors);
      setMessage(text);
    } finally {
      setSaving(false);
    }
  }

  const input = (key: 'first_name' | 'last_name' | 'email', label: string, type: 'text' | 'email' = 'text') => (
    <Field
      name={key}
      label={label}
      type={type}
      autoComplete={key === 'email' ? 'email' : key === 'first_name' ? 'given-name' : 'family-name'}
      value={values[key]}
      errors={errors[key]}
      onChange={(value) => setValues({ ...values, [key]: value })}
    />
  );

  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">{t('screens.profile.edit')}</h2>
      {message && <div className="form-error" role="alert">{message}</div>}
      <div className="profile-photo">
        <Avatar src={shown} firstName={values.first_name} lastName={values.last_name} large />
        <div className="profile-photo__actions">
          <label className="button" htmlFor="profile-photo">{t(shown ? 'app.form.replace' : 'app.form.chooseFile')}</label>
          <input
            id="profile-photo"
            className="visually-hidden"
            type="file"
            accept="image/*"
            aria-label={t('screens.profile.photo')}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? undefined)}
          />
          {shown && <button type="button" className="button" onClick={() => setPhoto(null)}>{t('app.form.remove')}</button>}
          {errors.photo?.map((text) => <p key={text} className="profile-field__error">{text}</p>)}
        </div>
      </div>
      <div className="profile-grid">
        {input('first_name', t('app.profile.firstName'))}
        {input('last_name', t('app.profile.lastName'))}
        {input('email', t('app.profile.email'), 'email')}
      </div>
      <div className="profile-card__foot">
        <button type="submit" className="button button--primary" disabled={saving}>{saving ? t('app.form.saving') : t('app.actions.save')}</button>
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm() {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const key of Object.keys(EMPTY_PASSWORDS) as (keyof typeof EMPTY_PASSWORDS)[]) {
      if (values[key] === '') found[key] = [t('validation.required')];
    }
    if (!found.password && values.password.length < PASSWORD_MIN_LENGTH) found.password = [t('screens.profile.passwordRule', { count: PASSWORD_MIN_LENGTH })];
    if (!found.password && !found.password_confirmation && values.password !== values.password_confirmation) {
      found.password_confirmation = [t('screens.profile.passwordMismatch')];
    }
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await api<{ message: string }>('POST', apiPath('changePassword'), values);
      setValues(EMPTY_PASSWORDS);
      showAlert(answer.message, 'success');
    } catch (failure) {
      const { message: text, errors: fieldErrors } = failureOf(failure, Object.keys(EMPTY_PASSWORDS), t('app.errors.generic'));
      setErrors(fieldErrors);
      setMessage(text);
    } finally {
      setSaving(false);
    }
  }

  const input = (key: keyof typeof EMPTY_PASSWORDS, label: string, autoComplete: string) => (
    <Field
      name={key}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      errors={errors[key]}
      onChange={(value) => setValues({ ...values, [key]: value })}
    />
  );

  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('screens.profile.changePassword')}</h2>
      <p className="muted">{t('screens.profile.passwordHint', { count: PASSWORD_MIN_LENGTH })}</p>
      {message && <div className="form-error" role="alert">{message}</div>}
      <div className="profile-grid">
        {input('current_password', t('screens.profile.currentPassword'), 'current-password')}
        {input('password', t('screens.profile.newPassword'), 'new-password')}
        {input('password_confirmation', t('screens.profile.confirmPassword'), 'new-password')}
      </div>
      <div className="profile-card__foot">
        <button type="submit" className="button button--primary" disabled={saving}>{saving ? t('app.form.saving') : t('screens.profile.changePassword')}</button>
      </div>
    </form>
  );
}

export default function ProfilePage({ user, onProfileChanged }: ProfilePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.profile.title'));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api<{ data: Profile }>('GET', apiPath('profile')).then((answer) => { if (current) setProfile(answer.data); }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, []);

  if (failed) return <section className="panel empty-state" role="alert"><p>{t('app.errors.generic')}</p></section>;
  if (!profile) return <p className="muted">{t('app.list.loading')}</p>;
  const facts: [string, string][] = [
    [t('app.profile.firstName'), profile.first_name],
    [t('app.profile.lastName'), profile.last_name],
    [t('app.profile.email'), profile.email],
    [t('app.profile.userType'), t(`app.userType.${profile.user_type_id}`)],
  ];
  return (
    <div className="profile-page">
      <section className="panel profile">
        <div className="profile__head">
          <Avatar src={profile.photo ? storageUrl(profile.photo) : undefined} firstName={profile.first_name} lastName={profile.last_name} large />
          <h1>{t('app.profile.title')}</h1>
        </div>
        <dl className="profile__facts">
          {facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
        </dl>
        {user && user.permissions.length > 0 && (
          <>
            <h2>{t('app.profile.permissions')}</h2>
            <ul className="profile__permissions">
              {user.permissions.map((permission) => <li key={permission}><CodeName names={PERMISSION_NAMES} code={permission} /></li>)}
            </ul>
          </>
        )}
      </section>
      <DetailsForm
        key={`${profile.first_name}|${profile.last_name}|${profile.email}|${profile.photo ?? ''}`}
        profile={profile}
        onSaved={(saved) => { setProfile(saved); onProfileChanged(); }}
      />
      <PasswordForm />
      <SecondFactorCard />
      {user?.user_type_id === USER_TYPE.admin && user.permissions.includes('accounts.index') && <SignInSettingsCard />}
    </div>
  );
}
