// An area's layout (/admin/*, /student/*, /lecturer/*): header, sidebar, alerts and the nested routes, the same
// for each; the admin's menu is its sidebar filtered by permission, a student's or lecturer's its area's menu.
// In the signed-in app's chunk (src/App.tsx), which the sign-in route never loads.
import '../../styles/admin.css';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../ui/Link';
import useSWR, { SWRConfig } from 'swr';
import { api, failureMessage, onPermissionsChanged, onReachabilityChanged, swrFetcher } from '../core/api';
import { retryRead } from '../core/retry';
import { AlertProvider, useAlert } from '../ui/alerts';
import { CellWords } from '../ui/Cell';
import { RouteLoading } from '../ui/ProgressBar';
import { getStoredUser, storeUser, type CurrentUser } from '../core/session';
import { appMenus } from '../core/appScreens';
import { apiPath } from '../../../contract/api-routes';
import type { SidebarEntry } from '../../../contract/dsl';
import { Header } from './Header';
import { AreaContext, CollapseRequestContext, useAreaBase, type AreaName } from '../core/layoutState';
import { filterSidebarByPermissions } from '../core/sidebarPermissions';
import { carriesUnread, Sidebar } from './Sidebar';
import { Icon } from '../ui/icons';
import ScreenPage from '../page/ScreenPage';
import { ACADEMIC_YEAR } from '../../../contract/constants';
import { lazyWithFormWords } from '../core/i18n';

const JobDialog = lazyWithFormWords(() => import('../jobs/JobDialog'));

const ProfilePage = lazyWithFormWords(() => import('../profile/ProfilePage'));

/** Sidebar entries that run an action instead of opening a page (SPEC sections 7 and 8). */
const SIDEBAR_ACTIONS: Readonly<Record<string, { method: 'POST' | 'GET'; path: string }>> = {
  report365: { method: 'POST', path: apiPath('report365') },
};

/** The permission of the sidebar entry that shows the unread count (messages: students.index, SPEC section 2). */
function unreadPermission(entries: readonly SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    const found = entry.badge === 'unreadMessages' ? entry.permission : unreadPermission(entry.children ?? []);
    if (found) return found;
  }
  return undefined;
}


const UNREAD_POLL_MS = 10_000;

/** Counted at every navigation, for a user who may read messages (in a student's or lecturer's area, their own). */
function useUnreadMessages(area: AreaName, permissions: readonly string[]): number {
  const { pathname, search } = useLocation();
  const { sidebar, areaMenus } = appMenus();
  const unread = unreadPermission(sidebar);
  const allowed = area === 'admin' ? unread === undefined || permissions.includes(unread) : areaMenus[area].some(carriesUnread);
  const path = area === 'admin' ? apiPath('unreadCount') : apiPath('areaUnreadCount', { area });
  // asked again every 10 seconds too, so a new message shows on a page left open (polling: one indexed count,
  // which works the same on PGlite and on PostgreSQL behind any proxy, where a held-open stream may not)
  const { data, mutate } = useSWR<{ count: number }>(allowed ? path : null, swrFetcher, { shouldRetryOnError: false, refreshInterval: UNREAD_POLL_MS });
  useEffect(() => { if (allowed) void mutate(); }, [pathname, search, mutate, allowed]);
  return allowed ? data?.count ?? 0 : 0;
}

/** How often the server is asked again while it cannot be reached. */
const RECHECK_MS = 3_000;

/** Says, while the server cannot be reached, that it cannot, asking it again every few seconds until it answers. */
function UnreachableBanner() {
  const { t } = useTranslation();
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    onReachabilityChanged((reachable) => setUnreachable(!reachable));
    return () => onReachabilityChanged(() => undefined);
  }, []);
  useEffect(() => {
    if (!unreachable) return undefined;
    const timer = window.setInterval(() => { void api('GET', apiPath('health')).catch(() => undefined); }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [unreachable]);
  // always there, so a screen reader is told when the text comes and goes
  return <div className={unreachable ? 'connection-banner' : undefined} role="status">{unreachable ? t('app.errors.offline') : null}</div>;
}

function AreaLayout({ area }: { area: AreaName }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [user, setUser] = useState(getStoredUser);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [userShrunk, setUserShrunk] = useState(false);
  // the user opened the sidebar where the screen keeps it closed (collapseSidebar, a row's detail): it stays open
  const [userOpened, setUserOpened] = useState(false);
  const [screenCollapsed, setScreenCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the background job a sidebar action started (report 365), followed in its dialog
  const [job, setJob] = useState<string | null>(null);
  const unreadMessages = useUnreadMessages(area, user?.permissions ?? []);
  const permissions = user?.permissions;
  const menu = useMemo(() => (area === 'admin' ? filterSidebarByPermissions(appMenus().sidebar, permissions ?? []) : appMenus().areaMenus[area]), [area, permissions]);
  const requestCollapse = useCallback((collapsed: boolean) => setScreenCollapsed(collapsed), []);

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const close = (event: KeyboardEvent): void => { if (event.key === 'Escape') setDrawerOpen(false); };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [drawerOpen]);

  const refreshUser = useCallback((fresh: CurrentUser) => {
    storeUser(fresh);
    setUser(fresh);
  }, []);

  const reading = useRef(false);
  const rereadUser = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    api<{ user?: CurrentUser }>('GET', apiPath('checkToken'))
      .then((answer) => { if (answer?.user) refreshUser(answer.user); }, () => undefined)
      .finally(() => { reading.current = false; });
  }, [refreshUser]);

  // A role of the user changed: re-read the user (once however many answers said so), so the sidebar
  // shows what the server now allows.
  useEffect(() => {
    onPermissionsChanged(rereadUser);
    return () => onPermissionsChanged(() => undefined);
  }, [rereadUser]);

  const collapsedHere = screenCollapsed || searchParams.has('rowId');
  useEffect(() => setUserOpened(false), [collapsedHere]);
  const shrunk = userShrunk || (collapsedHere && !userOpened);

  const runAction = useCallback((name: string) => {
    const action = SIDEBAR_ACTIONS[name];
    if (!action) return;
    api<{ success?: boolean; message?: string; job?: { id: string } }>(action.method, action.path)
      .then((answer) => {
        // a job (report 365) is followed in its dialog to its file
        if (answer.job) setJob(answer.job.id);
        else showAlert(answer.message || t('app.alert.done'), answer.success === false ? 'error' : 'success');
      })
      .catch((error: unknown) => showAlert(failureMessage(error, t('app.errors.generic')), 'error'));
  }, [showAlert, t]);

  return (
    <AreaContext.Provider value={area}>
      <div className={`admin${shrunk ? ' admin--shrunk' : ''}`}>
        <a className="skip-link" href="#content">{t('app.header.skip')}</a>
        <UnreachableBanner />
        <Header
          user={user}
          sidebarShrunk={shrunk}
          onToggleSidebar={() => { setUserShrunk(!shrunk); setUserOpened(shrunk); }}
          onOpenDrawer={() => setDrawerOpen(true)}
          drawerOpen={drawerOpen}
          onUserRefreshed={refreshUser}
        />
        <Sidebar
          entries={menu}
          shrunk={shrunk}
          drawerOpen={drawerOpen}
          unreadMessages={unreadMessages}
          onCloseDrawer={() => setDrawerOpen(false)}
          onAction={runAction}
        />
        <main className="admin__content" id="content" tabIndex={-1}>
          <CollapseRequestContext.Provider value={requestCollapse}>
            <SWRConfig value={{ onErrorRetry: retryRead }}>
              <Suspense fallback={<RouteLoading />}>
                <Routes>
                  <Route index element={<AreaHome area={area} />} />
                  <Route path="user" element={<ProfilePage user={user} onProfileChanged={rereadUser} />} />
                  <Route path="404" element={<NotFoundPage />} />
                  <Route path=":PageWithForm" element={<ScreenPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </SWRConfig>
          </CollapseRequestContext.Provider>
        </main>
        {job && (
          <Suspense fallback={null}>
            <JobDialog id={job} onClose={() => setJob(null)} />
          </Suspense>
        )}
      </div>
    </AreaContext.Provider>
  );
}

/**
 * An area's home: the greeting, and under it the admin's home dashboard (screen key home) or, for a student or a
 * lecturer, the academic year and their area's pages to open.
 */
function AreaHome({ area }: { area: AreaName }) {
  const { t } = useTranslation();
  const user = getStoredUser();
  return (
    <div className="admin-home">
      <section className="panel page-intro">
        <h1>{t('app.home.title', { name: user?.first_name ?? '' })}</h1>
        <p className="muted">{area === 'admin' ? t('app.home.text') : `${t(`app.areas.${area}`)} · ${t('app.header.academicYear')} ${ACADEMIC_YEAR}`}</p>
      </section>
      {area === 'admin' ? <ScreenPage home /> : (
        <nav className="panel area-home__links" aria-label={t(`app.areas.${area}`)}>
          {appMenus().areaMenus[area].map((entry) => (
            <Link key={entry.id} className="button" to={`/${area}/${entry.screen ?? ''}`}>
              {entry.icon && <Icon name={entry.icon} size={16} />} {t(entry.label)}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function NotFoundPage() {
  const { t } = useTranslation();
  const base = useAreaBase();
  return (
    <section className="panel empty-state">
      <h1>404</h1>
      <p>{t('app.notFound.text')}</p>
      <Link className="button button--primary" to={base}>{t('app.notFound.back')}</Link>
    </section>
  );
}

export default function AdminArea({ area = 'admin' }: { area?: AreaName }) {
  return (
    <AlertProvider>
      {/* every table's cells, and a record's, speak the words taken here once */}
      <CellWords>
        <AreaLayout area={area} />
      </CellWords>
    </AlertProvider>
  );
}
