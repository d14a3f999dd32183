// For whoever manages accounts (accounts.index): whether every administrator's account must have a second factor,
// with who last changed it and when. Switching it on signs out the administrators' sessions that proved none.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../core/api';
import { useAlert } from '../ui/alerts';
import { formatDate } from '../format/values';
import { failureOf, type FieldErrors } from './ProfileField';
import { apiPath } from '../../../contract/api-routes';

/** The setting as the server answers it (server/auth/second-factor.ts). */
interface SignInSettings {
  second_factor_required: boolean;
  changed_at: string | null;
  changed_by: string | null;
}

export function SignInSettingsCard() {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const id = useId();
  const [settings, setSettings] = useState<SignInSettings | null>(null);
  const [required, setRequired] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    api<{ data: SignInSettings }>('GET', apiPath('signInSettings')).then((answer) => {
      if (!current) return;
      setSettings(answer.data);
      setRequired(answer.data.second_factor_required);
    }, () => { if (current) setMessage(t('app.errors.generic')); });
    return () => { current = false; };
  }, [t]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const answer = await api<{ data: SignInSettings; message: string }>('PUT', apiPath('saveSignInSettings'), { second_factor_required: required });
      setSettings(answer.data);
      showAlert(answer.message, 'success');
    } catch (failure) {
      const { message: text, errors: fieldErrors } = failureOf(failure, ['second_factor_required'], t('app.errors.generic'));
      setErrors(fieldErrors);
      setMessage(text);
    } finally {
      setSaving(false);
    }
  }

  const error = errors.second_factor_required?.[0];
  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('screens.profile.signInSettings.title')}</h2>
      {message && <div className="form-error" role="alert">{message}</div>}
      {settings && (
        <>
          <label className="profile-setting" htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <span>{t('screens.profile.signInSettings.require')}</span>
          </label>
          <p id={`${id}-hint`} className="muted">{t('screens.profile.signInSettings.hint')}</p>
          {error && <p id={`${id}-error`} className="profile-field__error">{error}</p>}
          {settings.changed_at && (
            <p className="muted">{t('screens.profile.signInSettings.changed', { name: settings.changed_by ?? '—', date: formatDate(settings.changed_at, true) })}</p>
          )}
          <div className="profile-card__foot">
            <button type="submit" className="button button--primary" disabled={saving || required === settings.second_factor_required}>
              {saving ? t('app.form.saving') : t('app.actions.save')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
