// The browser entry: fonts, styles, the active locale, then the page. A visitor signing in gets the sign-in
// form on its own, without the router (SPEC section 2: pages may supply their own layout), and one applying gets the
// public page alone; the router and the rest of the app load once they have signed in, and take over without a reload.
import '@fontsource/noto-sans-georgian/400.css';
import '@fontsource/noto-sans-georgian/500.css';
import '@fontsource/noto-sans-georgian/600.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import './styles/base.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoginPage } from './pages/LoginPage';
import { i18n, initI18n, loadLocalePart } from './runtime/core/i18n';
import { removeLoadingCover } from './runtime/core/loadingCover';
import { opensAlone, opensSignInAlone } from './runtime/core/signInPaths';
import publicPages from './generated/public-pages.json';
import { getToken } from './runtime/core/session';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element.');
const root = createRoot(element);

function render(page: ReactNode): void {
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
    </StrictMode>,
  );
}

async function showApp(): Promise<void> {
  // a signed-in person's pages speak with the admin area's words: asked for beside the app's code, not once it has run;
  // and the page they opened is loaded before the first render, so that it is drawn with its area
  const hasSession = getToken() !== undefined;
  const [{ AppWithRouter, openAtStart }] = await Promise.all([import('./App'), hasSession ? loadLocalePart('admin') : undefined]);
  if (hasSession) await openAtStart(window.location.pathname);
  startTransition(() => render(<AppWithRouter />));
}

function signedIn(target: string): void {
  window.history.replaceState(null, '', target);
  void showApp();
}

removeLoadingCover();
const { pathname, search } = window.location;
// a visitor applying gets the public page at its path alone, its code and instructions fetched with the shell's words
const publicPage = opensAlone(search, getToken()) ? publicPages.find((page) => page.path === pathname) : undefined;
const publicModule = publicPage && import('./pages/PublicPage');
if (publicPage) void loadLocalePart('public');
void initI18n().then(async () => {
  if (opensSignInAlone(pathname, search, getToken())) render(<LoginPage onSignedIn={signedIn} />);
  else if (publicPage && publicModule) {
    const { default: PublicPage } = await publicModule;
    render(<PublicPage path={publicPage.path} />);
  } else void showApp();
});
