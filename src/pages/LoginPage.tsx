// Sign-in (SPEC section 2, /login): e-mail and password, then the second step when the account has a second factor
// (or must set one up); the server's message shows on failure. Below, the public application forms, for a visitor
// who has come to apply.
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../runtime/core/api';
import { AuthCard } from './AuthCard';
import { afterSignIn } from '../runtime/core/signInPaths';
import { lazyWithFormWords } from '../runtime/core/i18n';
import { storeSession, type SecondStepTicket, type SignedIn } from '../runtime/core/session';
import { IdentityProviderSignIn } from './IdentityProviderSignIn';
import { useDocumentTitle } from '../runtime/core/titles';
import { apiPath } from '../../contract/api-routes';
import publicPages from '../generated/public-pages.json';

// the second step's code and words come when an account asks for it, not with every sign-in page
const SecondStep = lazyWithFormWords(async () => ({ default: (await import('./SecondStep')).SecondStep }));

/**
 * What the sign-in page is opened with (the router's state, read by loginState.ts): the identity provider's second
 * step, or a note to show.
 */
export interface LoginState {
  secondStep?: SecondStepTicket;
  notice?: string;
}

function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const first = error.errors && Object.values(error.errors).flat()[0];
  return error.message || first || fallback;
}

/**
 * `onSignedIn` receives where the user goes: the page the sign-in page was opened instead of, inside their area, or
 * else their area; the router navigates there, or the app loads there.
 */
export function LoginPage({ onSignedIn, secondStep, notice }: { onSignedIn: (target: string) => void } & LoginState) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.login.title'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<SecondStepTicket | undefined>(secondStep);

  function finish({ token, user }: SignedIn): void {
    storeSession(token, user);
    onSignedIn(afterSignIn(window.location.search, user.user_type_id));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api<SignedIn | { second_step: SecondStepTicket }>('POST', apiPath('signIn'), { email, password });
      if ('second_step' in answer) {
        setPassword('');
        setStep(answer.second_step);
      } else finish(answer);
    } catch (failure) {
      setError(messageOf(failure, t('app.login.failed')));
    } finally {
      setBusy(false);
    }
  }

  if (step) {
    return (
      <Suspense fallback={<AuthCard><p className="muted" role="status">{t('app.login.signingIn')}</p></AuthCard>}>
        <SecondStep step={step} onSignedIn={finish} onRestart={(message) => { setStep(undefined); setError(message); }} />
      </Suspense>
    );
  }
  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{t('app.login.title')}</h1>
      <p className="muted">{t('app.login.subtitle')}</p>
      {notice && !error && <p className="form-notice" role="status">{notice}</p>}
      {error && <div className="form-error" role="alert">{error}</div>}
      <IdentityProviderSignIn onError={setError} />
      <label className="field">
        <span>{t('app.login.email')}</span>
        <input type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('app.login.password')}</span>
        <input type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('app.login.signingIn') : t('app.login.submit')}
      </button>
      <a className="auth-card__link" href="/reset-password">{t('app.login.forgot')}</a>
      <nav className="auth-card__apply" aria-label={t('app.login.apply')}>
        <span className="muted">{t('app.login.apply')}</span>
        {publicPages.map((page) => <a key={page.path} href={page.path}>{t(page.title)}</a>)}
      </nav>
    </AuthCard>
  );
}
