// What the sign-in page and the profile share of a second factor (issue 34): the field for a code, an authenticator
// app's QR code with its key to type by hand, and the recovery codes, shown once, with a button that copies them.
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTP } from '../../../contract/constants';
import { copyFromField } from '../core/clipboard';

/** An app being set up, as the server answers (server/auth/second-factor.ts): its key, its otpauth:// address, its QR code. */
export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

interface CodeFieldProps {
  /** the app's code, or a recovery code */
  kind: 'code' | 'recovery_code';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A code's field: an app's digits (which a phone offers from a message), or a recovery code's letters. */
export function CodeField({ kind, value, onChange, error, inputRef }: CodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const app = kind === 'code';
  const keyboard = app
    ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: TOTP.digits + 2 }
    : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 20 };
  return (
    <div className="field">
      <label htmlFor={id}>{t(app ? 'app.secondFactor.code' : 'app.secondFactor.recoveryCode')}</label>
      <span id={`${id}-hint`} className="second-factor__hint">
        {t(app ? 'app.secondFactor.codeHint' : 'app.secondFactor.recoveryHint', { digits: TOTP.digits })}
      </span>
      <input
        ref={inputRef}
        id={id}
        className="second-factor__code"
        required
        {...keyboard}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

/** An app's key in groups of four, as the apps' forms show it. */
const grouped = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code an app scans, and its key for a phone whose camera cannot. */
export function AppQrCode({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  const keyId = useId();
  return (
    <div className="second-factor__setup">
      <p>{t('app.secondFactor.scan')}</p>
      <img className="second-factor__qr" src={enrolment.qr} width={200} height={200} alt={t('app.secondFactor.qrAlt')} />
      <label htmlFor={keyId}>{t('app.secondFactor.key')}</label>
      <input id={keyId} className="form-control second-factor__key" readOnly value={grouped(enrolment.secret)} onFocus={(event) => event.target.select()} />
    </div>
  );
}

/** The recovery codes, shown this once, with a button that copies them all. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  async function copy(): Promise<void> {
    if (await copyFromField(text, id)) setCopied(true);
  }
  return (
    <div className="second-factor__recovery">
      <p id={`${id}-intro`}>{t('app.secondFactor.recoveryIntro')}</p>
      <label htmlFor={id} className="visually-hidden">{t('app.secondFactor.recoveryTitle')}</label>
      <textarea
        id={id}
        className="form-control second-factor__codes"
        readOnly
        rows={codes.length}
        value={text}
        aria-describedby={`${id}-intro`}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" className="button" onClick={() => void copy()}>{t(copied ? 'app.secondFactor.copied' : 'app.secondFactor.copy')}</button>
    </div>
  );
}
