// Setting a password from a mailed link (/user for an invitation, /reset-password?token= for a reset), and asking
// for a reset link (/reset-password): pages without a session, in the visitor's language. The server answers a
// reset request the same whether or not the e-mail has an account.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../runtime/ui/Link';
import { api, ApiError, failureMessage } from '../runtime/core/api';
import { AuthCard } from './AuthCard';
import { useDocumentTitle } from '../runtime/core/titles';
import { apiPath } from '../../contract/api-routes';

/** A labelled input with the server's message for it, tied to it for a screen reader. */
function Field({ label, type, autoComplete, value, onChange, error }: {
  label: string; type: string; autoComplete: string; value: string; onChange: (value: string) => void; error?: string;
}) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input id={id} type={type} autoComplete={autoComplete} required value={value} onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </label>
  );
}

export function PasswordPage({ page }: { page: 'user' | 'resetPassword' }) {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get('token');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = token
        ? await api<{ message: string }>('POST', apiPath('setPassword'), { token, password, password_confirmation: confirmation })
        : await api<{ message: string }>('POST', apiPath('forgotPassword'), { email });
      setDone(answer.message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors ?? {} : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])));
      // a link that no longer works is said above the form, where asking for a new one is offered
      setFailure(fields.token?.[0] ?? (Object.keys(fields).length === 0 ? failureMessage(error, t('app.errors.generic')) : null));
    } finally {
      setBusy(false);
    }
  }

  const title = token ? t(page === 'user' ? 'app.password.welcomeTitle' : 'app.password.newTitle') : t('app.password.forgotTitle');
  useDocumentTitle(title);
  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{title}</h1>
      {done ? (
        <>
          <p role="status">{done}</p>
          <Link className="button button--primary button--block" to="/login">{t('app.login.submit')}</Link>
        </>
      ) : !token && page === 'user' ? (
        <p className="muted">{t('app.password.openLink')}</p>
      ) : (
        <>
          <p className="muted">{t(token ? 'app.password.chooseText' : 'app.password.forgotText')}</p>
          {failure && (
            <div className="form-error" role="alert">
              {failure} {errors.token && <Link to="/reset-password">{t('app.password.askNew')}</Link>}
            </div>
          )}
          {token ? (
            <>
              <Field label={t('app.password.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
              <Field label={t('app.password.confirmation')} type="password" autoComplete="new-password" value={confirmation} onChange={setConfirmation} error={errors.password_confirmation} />
            </>
          ) : (
            <Field label={t('app.login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t(token ? 'app.password.save' : 'app.password.send')}
          </button>
          <Link className="auth-card__link" to="/login">{t('app.password.backToSignIn')}</Link>
        </>
      )}
    </AuthCard>
  );
}
