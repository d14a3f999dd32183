// A public page (a screen of area public: /bachelor, /register), open without a session: the brand, a way to sign
// in and the language switch on top, links to the other public pages, then the page's title and instructions (words
// the first script brings, so they show at once) over its screen, drawn by its kind (a form) once it arrives. It
// needs no router: a visitor opens it on its own (main.tsx), and its links load the page they name.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import publicPages from '../generated/public-pages.json';
import { publicScreens } from '../generated/public-screens';
import { lazyWithFormWords, loadLocalePart } from '../runtime/core/i18n';
import { LanguageSwitch } from '../runtime/ui/LanguageSwitch';
import type { ScreenDefinition } from '../runtime/core/screen';
import { useDocumentTitle } from '../runtime/core/titles';
import { usePageDescription } from '../runtime/core/pageDescription';

const FormScreen = lazyWithFormWords(() => import('../runtime/form/FormScreen'));

export default function PublicPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<ScreenDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  const page = publicPages.find((candidate) => candidate.path === path);
  const others = publicPages.filter((candidate) => candidate !== page);
  const title = t(page?.title ?? '');
  const intro = page?.intro ? t(page.intro) : '';
  useDocumentTitle(title);
  usePageDescription(intro || title);

  useEffect(() => {
    let current = true;
    setScreen(null);
    setFailed(false);
    // a form says what the signed-in pages' forms say (its buttons, its checks), so it takes their words
    Promise.all([publicScreens[path].load(), loadLocalePart('admin'), loadLocalePart('public')]).then(([loaded]) => { if (current) setScreen(loaded); }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [path]);

  return (
    <div className="public-page">
      <header className="public-page__top">
        <span className="brand"><span className="brand__mark" aria-hidden="true">A</span>Aula</span>
        <a className="public-page__sign-in" href="/login">{t('app.login.submit')}</a>
        <LanguageSwitch />
      </header>
      <main className="public-page__body">
        {others.length > 0 && (
          <nav className="public-page__others" aria-label={t('app.public.otherApplication')}>
            <span>{t('app.public.otherApplication')}</span>
            {others.map((other) => <a key={other.path} href={other.path}>{t(other.title)}</a>)}
          </nav>
        )}
        <section className="form-page" aria-labelledby="form-page-title" aria-busy={!screen && !failed}>
          <h1 id="form-page-title">{title}</h1>
          {intro && <p className="muted">{intro}</p>}
          {failed && <p className="form-error" role="alert">{t('app.errors.generic')}</p>}
          {screen && <Suspense fallback={null}><FormScreen screen={screen} /></Suspense>}
        </section>
      </main>
    </div>
  );
}
