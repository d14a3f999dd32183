// The sign-in's second step (issue 34): once the password (or the identity provider) was right, the code of the
// account's authenticator app or one of its recovery codes; an administrator's account that must have a second factor
// and has none sets up an app first, and sees its recovery codes once before the session begins.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, failureMessage } from '../runtime/core/api';
import { AuthCard } from './AuthCard';
import { AppQrCode, CodeField, RecoveryCodes, type Enrolment } from '../runtime/ui/SecondFactor';
import type { SecondStepTicket, SignedIn } from '../runtime/core/session';
import { useDocumentTitle } from '../runtime/core/titles';
import { apiPath } from '../../contract/api-routes';

interface SecondStepProps {
  step: SecondStepTicket;
  onSignedIn: (session: SignedIn) => void;
  /** back to the password: the ticket expired (with the server's message), or the person chose to */
  onRestart: (message: string | null) => void;
}

export function SecondStep({ step, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.secondFactor.title'));
  const [kind, setKind] = useState<'code' | 'recovery_code'>('code');
  const [value, setValue] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<(SignedIn & { codes: string[] }) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  /** A refusal: an expired ticket starts over, a wrong code is said under its field, anything else above the form. */
  const refused = (error: unknown): void => {
    const errors = error instanceof ApiError ? error.errors ?? {} : {};
    if (errors.ticket?.[0]) onRestart(errors.ticket[0]);
    else if (errors[kind]?.[0]) setFieldError(errors[kind][0]);
    else setFailure(failureMessage(error, t('app.secondFactor.failed')));
  };

  useEffect(() => {
    if (step.kind !== 'setup') return;
    let current = true;
    api<Enrolment>('POST', apiPath('secondStepSetup'), { ticket: step.ticket })
      .then((answer) => { if (current) setEnrolment(answer); }, (error: unknown) => { if (current) refused(error); });
    return () => { current = false; };
  }, [step]); // the set-up begins once per ticket

  useEffect(() => input.current?.focus(), [kind, enrolment]);
  useEffect(() => codesHeading.current?.focus(), [shown]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    setFailure(null);
    try {
      const answer = await api<SignedIn & { recovery_codes?: string[] }>('POST', apiPath('secondStep'), { ticket: step.ticket, [kind]: value });
      if (answer.recovery_codes) setShown({ token: answer.token, user: answer.user, codes: answer.recovery_codes });
      else onSignedIn(answer);
    } catch (error) {
      refused(error);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (shown) {
    return (
      <AuthCard>
        <h1 ref={codesHeading} tabIndex={-1}>{t('app.secondFactor.recoveryTitle')}</h1>
        <RecoveryCodes codes={shown.codes} />
        <button type="button" className="button button--primary button--block" onClick={() => onSignedIn(shown)}>{t('app.secondFactor.continue')}</button>
      </AuthCard>
    );
  }

  const setup = step.kind === 'setup';
  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{t('app.secondFactor.title')}</h1>
      <p className="muted">{t(setup ? 'app.secondFactor.setupRequired' : 'app.secondFactor.intro')}</p>
      {failure && <div className="form-error" role="alert">{failure}</div>}
      {setup && !enrolment ? (
        !failure && <p role="status">{t('app.secondFactor.preparing')}</p>
      ) : (
        <>
          {enrolment && <AppQrCode enrolment={enrolment} />}
          <CodeField
            key={kind}
            kind={kind}
            value={value}
            onChange={(text) => { setValue(text); setFieldError(undefined); }}
            error={fieldError}
            inputRef={input}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t(busy ? 'app.secondFactor.checking' : setup ? 'app.secondFactor.turnOn' : 'app.secondFactor.verify')}
          </button>
          {!setup && (
            <button type="button" className="link-button auth-card__link" onClick={() => { setKind(kind === 'code' ? 'recovery_code' : 'code'); setValue(''); setFieldError(undefined); }}>
              {t(kind === 'code' ? 'app.secondFactor.useRecoveryCode' : 'app.secondFactor.useApp')}
            </button>
          )}
        </>
      )}
      <button type="button" className="link-button auth-card__link" onClick={() => onRestart(null)}>{t('app.secondFactor.back')}</button>
    </AuthCard>
  );
}
