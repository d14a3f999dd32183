// A public page (a screen of area public: /bachelor, /register), open without a session: the brand, a way to sign
// in and the language switch above the screen, which is drawn by its kind (a form). Loaded only on these pages.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appScreens } from '../runtime/appScreens';
import { lazyWithFormWords, loadLocalePart } from '../runtime/i18n';
import { LanguageSwitch } from '../runtime/LanguageSwitch';
import { RouteLoading } from '../runtime/ProgressBar';
import type { ScreenDefinition } from '../runtime/screen';

const FormScreen = lazyWithFormWords(() => import('../runtime/form/FormScreen'));

export default function PublicPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<ScreenDefinition | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setScreen(null);
    setFailed(false);
    // a form says what the signed-in pages' forms say (its buttons, its checks), so it takes their words
    Promise.all([appScreens().screenLoaders[name](), loadLocalePart('admin')]).then(([loaded]) => { if (current) setScreen(loaded); }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [name]);

  return (
    <div className="public-page">
      <header className="public-page__top">
        <span className="brand"><span className="brand__mark" aria-hidden="true">A</span>Aula</span>
        <Link className="public-page__sign-in" to="/login">{t('app.landing.signIn')}</Link>
        <LanguageSwitch />
      </header>
      <main className="public-page__body">
        {failed && <p className="form-error" role="alert">{t('app.errors.generic')}</p>}
        {!screen && !failed && <RouteLoading />}
        {screen && <Suspense fallback={<RouteLoading />}><FormScreen screen={screen} /></Suspense>}
      </main>
    </div>
  );
}
