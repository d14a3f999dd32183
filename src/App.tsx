// The router (SPEC section 2): top-level routes, the redirect rules and the identity-provider return. The one module
// of the app that imports the generated screens and menus and hands them to the runtime (runtime/core/appScreens.ts); a
// public page loads its own screen (generated/public-screens.ts).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { api, onUnauthorized } from './runtime/core/api';
import { lazyWithFormWords, useLocalePart } from './runtime/core/i18n';
import { ProgressBar, RouteLoading } from './runtime/ui/ProgressBar';
import { redirectFor } from './runtime/core/redirects';
import { identityProviderRefusal, isIdentityProviderReturn, landingAfterIdentityProvider, signInReturningTo } from './runtime/core/signInPaths';
import { getStoredUser, getToken, signInFromHere, storeSession, takeSignInReturn, type CurrentUser, type SecondStepTicket } from './runtime/core/session';
import { LoginPage } from './pages/LoginPage';
import { loginStateOf } from './pages/loginState';
import { findScreens, homeScreen, screenAreas, screenModules, screenNames, screenPermissions } from './generated/routes';
import { areaMenus, sidebar } from './generated/sidebar';
import publicPages from './generated/public-pages.json';
import { provideMenus, provideScreens, screenAtPath } from './runtime/core/appScreens';
import { apiPath } from '../contract/api-routes';
import AdminArea from './runtime/layout/AdminArea';
import { openScreen } from './runtime/page/ScreenPage';
import type { AreaName } from './runtime/core/layoutState';

const PublicPage = lazy(() => import('./pages/PublicPage'));
const PasswordPage = lazyWithFormWords(async () => ({ default: (await import('./pages/PasswordPage')).PasswordPage }));
const LandingPage = lazy(async () => ({ default: (await import('./pages/LandingPage')).LandingPage }));

provideScreens({ screenModules, screenNames, homeScreen, screenAreas, screenPermissions, findScreens });
provideMenus({ sidebar, areaMenus });

/**
 * Loads the screen the address opens (main.tsx, before the first render): its page is then drawn with the area, its
 * heading in the same paint as the sidebar, rather than a moment after. A screen that fails to load fails on its page.
 */
export async function openAtStart(pathname: string): Promise<void> {
  const name = screenAtPath(pathname);
  if (name !== '') await openScreen(name).catch(() => undefined);
}

/**
 * An area's layout, drawn in the first render once the admin area's words are in (main.tsx asks for them beside this
 * module when a session is held): in this module's chunk, it is not lazy, since a lazy page suspends even when its
 * code is at hand, and React then holds the page back a further 300 ms (the students list's heading came that late).
 */
function Area({ area }: { area?: AreaName }) {
  return useLocalePart('admin') ? <AdminArea area={area} /> : <RouteLoading />;
}

type CallbackResponse = { token: string; user?: CurrentUser } | { second_step: SecondStepTicket };

/**
 * Handles `?code=` (the identity provider's return, SPEC section 4); true while the page is that return. A failure
 * is only logged, as SPEC section 4 says, and the visitor is back on the sign-in page; so is a sign-in that needs its
 * second step, which that page then asks. Either answer navigates away, and only that ends the wait: a flag cleared
 * first would let the redirect rules run on the ?code page.
 */
function useIdentityProviderReturn(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returning = isIdentityProviderReturn(search);
  const handled = useRef<string | null>(null);

  // a refusal from the provider is a failure too: only logged, and the visitor is back on a clean sign-in page
  const refusal = identityProviderRefusal(search);
  useEffect(() => {
    if (refusal === null) return;
    console.error('Identity provider sign-in failed', refusal);
    navigate('/login', { replace: true });
  }, [refusal, navigate]);

  useEffect(() => {
    if (!returning || handled.current === search) return;
    handled.current = search;
    const path = pathname === '/' ? '' : pathname;
    api<CallbackResponse>('GET', `${apiPath('providerCallback', { provider: 'google' })}${path}${search}`)
      .then((answer) => {
        if ('second_step' in answer) {
          // the second factor is asked on the sign-in page, which then goes on to the page it was opened for
          navigate(signInReturningTo(takeSignInReturn() ?? '/', ''), { replace: true, state: { secondStep: answer.second_step } });
          return;
        }
        storeSession(answer.token, answer.user);
        navigate(getToken() ? landingAfterIdentityProvider(answer.user?.user_type_id, takeSignInReturn()) : '/login', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Identity provider sign-in failed', error);
        navigate('/login', { replace: true });
      });
  }, [returning, pathname, search, navigate]);

  return returning || refusal !== null;
}

function Guarded({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const waitingForProvider = useIdentityProviderReturn();

  // a session that ended comes back, once signed in again, to the page it was on
  useEffect(() => onUnauthorized(() => navigate(signInFromHere(), { replace: true })), [navigate]);

  if (waitingForProvider) return null;
  const target = redirectFor({ path: pathname, search, token: getToken(), userTypeId: getStoredUser()?.user_type_id });
  if (target !== null) return <Navigate to={target} replace />;
  return <>{children}</>;
}

function RoutedLoginPage() {
  const navigate = useNavigate();
  const { state, key } = useLocation();
  // a new arrival (another provider's return) begins afresh
  return <LoginPage key={key} onSignedIn={(target) => navigate(target, { replace: true })} {...loginStateOf(state)} />;
}

function App() {
  return (
    <>
      <ProgressBar />
      <Guarded>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            <Route path="/login" element={<RoutedLoginPage />} />
            {publicPages.map(({ path }) => <Route key={path} path={path} element={<PublicPage path={path} />} />)}
            <Route path="/student/*" element={<Area area="student" />} />
            <Route path="/lecturer/*" element={<Area area="lecturer" />} />
            <Route path="/reset-password" element={<PasswordPage page="resetPassword" />} />
            <Route path="/user" element={<PasswordPage page="user" />} />
            <Route path="/" element={<LandingPage />} />
            <Route path="/admin/*" element={<Area />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </Guarded>
    </>
  );
}

export function AppWithRouter() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}
