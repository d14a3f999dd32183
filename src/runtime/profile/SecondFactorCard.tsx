// The profile's two-step verification (issue 34): whether it is on; setting up an authenticator app (its QR code and
// key, confirmed by a first code, then the recovery codes shown once); new recovery codes, and turning it off, each
// with the password. Turning it off where it is required signs out, and the next sign-in sets up a new app.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../core/api';
import { useAlert } from '../ui/alerts';
import { formatDate } from '../format/values';
import { AppQrCode, CodeField, RecoveryCodes, type Enrolment } from '../ui/SecondFactor';
import { clearSession } from '../core/session';
import { Field, failureOf, type FieldErrors } from './ProfileField';
import { apiPath } from '../../../contract/api-routes';

/** What the server says of the account's factor (server/auth/second-factor.ts). */
interface FactorState {
  enabled: boolean;
  since: string | null;
  recovery_codes_left: number;
  required: boolean;
}

/** What the card is doing: showing the state, setting up an app, asking the password to turn off or renew, showing new codes. */
type Mode = { kind: 'idle' } | { kind: 'setup'; enrolment: Enrolment } | { kind: 'remove' } | { kind: 'renew' } | { kind: 'codes'; codes: string[] };

export function SecondFactorCard() {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const navigate = useNavigate();
  const [factor, setFactor] = useState<FactorState | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const reread = useCallback(
    () => api<{ data: FactorState }>('GET', apiPath('secondFactor')).then((answer) => setFactor(answer.data)),
    [],
  );
  useEffect(() => {
    reread().catch(() => setMessage(t('app.errors.generic')));
  }, [reread, t]);

  // each step the person takes puts the focus where it continues: its first field, or the card's title when it is done
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (mode.kind === 'idle' || mode.kind === 'codes') heading.current?.focus();
    else firstField.current?.focus();
  }, [mode]);

  function go(next: Mode): void {
    moved.current = true;
    setMode(next);
    setValue('');
    setErrors({});
    setMessage(null);
  }

  async function run(work: () => Promise<void>, fields: readonly string[]): Promise<void> {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await work();
    } catch (failure) {
      const { message: text, errors: fieldErrors } = failureOf(failure, fields, t('app.errors.generic'));
      setErrors(fieldErrors);
      setMessage(text);
    } finally {
      setBusy(false);
    }
  }

  const begin = () => run(async () => go({ kind: 'setup', enrolment: await api<Enrolment>('POST', apiPath('startSecondFactor')) }), []);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (mode.kind === 'setup') {
      await run(async () => {
        const answer = await api<{ message: string; recovery_codes: string[] }>('POST', apiPath('confirmSecondFactor'), { code: value });
        showAlert(answer.message, 'success');
        go({ kind: 'codes', codes: answer.recovery_codes });
        await reread();
      }, ['code']);
    } else if (mode.kind === 'renew') {
      await run(async () => {
        const answer = await api<{ message: string; recovery_codes: string[] }>('POST', apiPath('renewRecoveryCodes'), { password: value });
        showAlert(answer.message, 'success');
        go({ kind: 'codes', codes: answer.recovery_codes });
        await reread();
      }, ['password']);
    } else if (mode.kind === 'remove') {
      await run(async () => {
        const answer = await api<{ message: string; signed_out: boolean }>('POST', apiPath('removeSecondFactor'), { password: value });
        if (answer.signed_out) {
          clearSession();
          navigate('/login', { replace: true, state: { notice: answer.message } });
          return;
        }
        showAlert(answer.message, 'success');
        go({ kind: 'idle' });
        await reread();
      }, ['password']);
    }
  }

  const cancel = <button type="button" className="button" onClick={() => go({ kind: 'idle' })}>{t('app.actions.cancel')}</button>;
  return (
    <section className="panel profile-card" aria-labelledby="profile-factor-title">
      <h2 id="profile-factor-title" ref={heading} tabIndex={-1}>{t('app.secondFactor.title')}</h2>
      <p className="muted">{t('screens.profile.secondFactor.intro')}</p>
      {factor && (
        <p role="status">
          {factor.enabled
            ? t('screens.profile.secondFactor.on', { date: formatDate(factor.since), count: factor.recovery_codes_left })
            : t('screens.profile.secondFactor.off')}
          {factor.required && <> <span className="badge">{t('screens.profile.secondFactor.required')}</span></>}
        </p>
      )}
      {message && <div className="form-error" role="alert">{message}</div>}
      {mode.kind === 'codes' ? (
        <>
          <RecoveryCodes codes={mode.codes} />
          <div className="profile-card__foot">
            <button type="button" className="button button--primary" onClick={() => go({ kind: 'idle' })}>{t('screens.profile.secondFactor.saved')}</button>
          </div>
        </>
      ) : mode.kind === 'setup' ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <AppQrCode enrolment={mode.enrolment} />
          <CodeField kind="code" value={value} onChange={setValue} error={errors.code?.[0]} inputRef={firstField} />
          <div className="profile-card__foot profile-card__actions">
            {cancel}
            <button type="submit" className="button button--primary" disabled={busy}>{t('app.secondFactor.turnOn')}</button>
          </div>
        </form>
      ) : mode.kind === 'remove' || mode.kind === 'renew' ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>{t(mode.kind === 'remove'
            ? (factor?.required ? 'screens.profile.secondFactor.removeRequiredHint' : 'screens.profile.secondFactor.removeHint')
            : 'screens.profile.secondFactor.renewHint')}</p>
          <Field name="factor_password" label={t('screens.profile.currentPassword')} type="password" autoComplete="current-password"
            value={value} errors={errors.password} onChange={setValue} inputRef={firstField} />
          <div className="profile-card__foot profile-card__actions">
            {cancel}
            <button type="submit" className={`button ${mode.kind === 'remove' ? 'button--danger' : 'button--primary'}`} disabled={busy}>
              {t(mode.kind === 'remove' ? 'screens.profile.secondFactor.remove' : 'screens.profile.secondFactor.renew')}
            </button>
          </div>
        </form>
      ) : factor && (
        <div className="profile-card__foot profile-card__actions">
          {factor.enabled ? (
            <>
              <button type="button" className="button" onClick={() => go({ kind: 'renew' })}>{t('screens.profile.secondFactor.renew')}</button>
              <button type="button" className="button button--danger" onClick={() => go({ kind: 'remove' })}>{t('screens.profile.secondFactor.remove')}</button>
            </>
          ) : (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void begin()}>{t('screens.profile.secondFactor.add')}</button>
          )}
        </div>
      )}
    </section>
  );
}
