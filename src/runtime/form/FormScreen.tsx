// A screen of view form (a public application): its title, its instructions and its form, sent by the screen's one
// action; once sent, what the server answered in place of the form, and a way to send another.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDefinition } from '../screen';
import { ScreenForm } from './ScreenForm';
import { useDocumentTitle } from '../titles';

export default function FormScreen({ screen }: { screen: ScreenDefinition }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<string | null>(null);
  useDocumentTitle(t(screen.title));
  // each form sent starts the next one empty
  const [round, setRound] = useState(0);

  return (
    <section className="form-page" aria-labelledby="form-page-title">
      <h1 id="form-page-title">{t(screen.title)}</h1>
      {screen.intro && <p className="muted">{t(screen.intro)}</p>}
      {answer === null ? (
        <ScreenForm key={round} screen={screen} action={screen.actions?.[0]} rowId={null} onSaved={(sent) => setAnswer(sent?.message ?? t('app.form.added'))} />
      ) : (
        <div className="form-page__done">
          <p role="status">{answer}</p>
          <button type="button" className="button" onClick={() => { setAnswer(null); setRound(round + 1); }}>{t('app.form.another')}</button>
        </div>
      )}
    </section>
  );
}
