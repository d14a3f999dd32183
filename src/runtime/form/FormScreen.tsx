// A screen of view form (a public application): its form, sent by the screen's one action, drawn without rjsf
// (PageForm); once sent, what the server answered in place of the form, and a way to send another. The page it is on
// shows its title and instructions.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFormModule, ScreenDefinition } from '../core/screen';
import { PageForm } from './PageForm';

export default function FormScreen({ screen }: { screen: ScreenDefinition }) {
  const { t } = useTranslation();
  const [module, setModule] = useState<PageFormModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  // each form sent starts the next one empty
  const [round, setRound] = useState(0);
  const action = screen.actions?.[0];

  useEffect(() => {
    let current = true;
    screen.loadPageForm?.().then((loaded) => { if (current) setModule(loaded); }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [screen]);

  if (failed || !action) return <div className="form-error" role="alert">{t('app.errors.generic')}</div>;
  if (answer !== null) {
    return (
      <div className="form-page__done">
        <p role="status">{answer}</p>
        <button type="button" className="button" onClick={() => { setAnswer(null); setRound(round + 1); }}>{t('app.form.another')}</button>
      </div>
    );
  }
  return module && <PageForm key={round} screen={screen} module={module} action={action} onSent={(sent) => setAnswer(sent.message ?? t('app.form.added'))} />;
}
