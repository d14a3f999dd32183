// /admin/:PageWithForm: loads the screen's definition chunk and renders it by its kind: the generic list, or the
// calendar, dashboard, grid or form page, each a chunk of its own loaded only on its screens.
import { useContext, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { hotReplaced } from '../core/hot';
import { appScreens, loadedScreen, loadScreen, screenOfRoute } from '../core/appScreens';
import { AreaContext } from '../core/layoutState';
import { preloadLookups } from '../core/lookups';
import { redirectFor } from '../core/redirects';
import type { ScreenDefinition } from '../core/screen';
import { getStoredUser, getToken } from '../core/session';
import { preloadScreenList } from '../core/useScreenList';
import { ListScreen } from '../list/ListScreen';
import { listQuery } from '../list/query';
import { useDocumentTitle } from '../core/titles';
import { withFormWords } from '../core/i18n';
import { authorsColumns } from '../../../contract/list-views';

type View = ComponentType<{ screen: ScreenDefinition }>;

/**
 * The pages beyond the list, each a chunk of its own, loaded with the screen's definition before the page is drawn:
 * a page drawn before its code is there suspends, and React holds a suspended page back a further 300 ms once its
 * code arrives (a lecturer's attendance took 930 ms from the click, 300 of them that wait).
 */
const views: Record<Exclude<ScreenDefinition['view'], 'list'>, () => Promise<{ default: View }>> = {
  calendar: withFormWords(() => import('../calendar/CalendarScreen')),
  dashboard: () => import('../dashboard/DashboardScreen'),
  grid: withFormWords(() => import('../grid/GridScreen')),
  form: withFormWords(() => import('../form/FormScreen')),
};

interface Shown { screen: ScreenDefinition; View?: View }

/**
 * Loads a screen to open its page: the list and the lookups its cells name go out as soon as its module is in, beside
 * its words, rather than each after the page has rendered.
 */
export function openScreen(name: string): Promise<ScreenDefinition> {
  return loadScreen(name, (arrived) => {
    if (arrived.view === 'list') preloadScreenList(arrived, listQuery(arrived, new URLSearchParams(window.location.search)));
    preloadLookups(authorsColumns(arrived.columns).map((column) => column.lookup));
  });
}

/** A list loaded before is drawn in the first render; the other pages wait for their kind's chunk. */
function drawnAtOnce(name: string): Shown | null {
  const screen = loadedScreen(name);
  return screen?.view === 'list' ? { screen } : null;
}

/** A screen's page: the route's PageWithForm, or with `home` the area's home dashboard (nothing when none is). */
export default function ScreenPage({ home = false }: { home?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routed = useParams().PageWithForm;
  const area = useContext(AreaContext);
  const { screenNames, screenPermissions } = appScreens();
  const name = screenOfRoute(area, routed, home);
  const [state, setShown] = useState<Shown | null>(() => drawnAtOnce(name));
  const shown = state?.screen.name === name ? state : drawnAtOnce(name);
  const screen = shown?.screen ?? null;
  const [failed, setFailed] = useState(false);
  const user = getStoredUser();
  const target = home ? null : redirectFor({ path: pathname, search, token: getToken(), userTypeId: user?.user_type_id, screenNames });
  const missing = !home && name === '';

  useEffect(() => {
    if (name === '') return;
    let current = true;
    const show = async (loaded: ScreenDefinition) => {
      const View = loaded.view === 'list' ? undefined : (await views[loaded.view]()).default;
      if (current) setShown((before) => (before?.screen === loaded && before.View === View ? before : { screen: loaded, View }));
    };
    setFailed(false);
    // a screen loaded before is shown as it was loaded (a list drawn at once asked for its rows as it rendered)
    const ready = loadedScreen(name);
    (ready ? show(ready) : openScreen(name).then(show)).catch(() => { if (current) setFailed(true); });
    const stop = import.meta.hot ? hotReplaced(name, (next) => void show(next)) : undefined;
    return () => {
      current = false;
      stop?.();
    };
  }, [name]);

  useDocumentTitle(screen ? t(screen.title) : null);

  if (target !== null) return <Navigate to={target} replace />;
  if (missing) return <section className="panel empty-state"><h1>404</h1><p>{t('app.notFound.text')}</p></section>;
  // a student's or lecturer's area is theirs by their account's type, not by a permission
  const permission = area === 'admin' ? screenPermissions[name] : undefined;
  if (permission && user && !user.permissions.includes(permission)) {
    return <section className="panel empty-state"><p>{t('app.errors.forbidden')}</p></section>;
  }
  if (failed) return <section className="panel empty-state" role="alert"><p>{t('app.errors.generic')}</p></section>;
  if (!shown) return null;
  const { View = ListScreen } = shown;
  return <View key={shown.screen.name} screen={shown.screen} />;
}
