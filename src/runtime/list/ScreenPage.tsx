// /admin/:PageWithForm: loads the screen's definition chunk and renders it by its kind: the generic list, or the
// calendar, dashboard or grid, each a chunk of its own loaded only on its screens.
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { homeScreen, screenLoaders, screenNames, screenPermissions } from '../../generated/routes';
import { preloadLookups } from '../lookups';
import { redirectFor } from '../redirects';
import type { ScreenDefinition } from '../screen';
import { getStoredUser, getToken } from '../session';
import { preloadScreenList } from '../useScreenList';
import { ListScreen } from './ListScreen';
import { listQuery } from './query';

const views = {
  calendar: lazy(() => import('../calendar/CalendarScreen')),
  dashboard: lazy(() => import('../dashboard/DashboardScreen')),
  grid: lazy(() => import('../grid/GridScreen')),
} as const;

/** A screen's page: the route's PageWithForm, or with `home` the area's home dashboard (nothing when none is). */
export default function ScreenPage({ home = false }: { home?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routed = useParams().PageWithForm;
  const name = (home ? homeScreen : routed) ?? '';
  const [screen, setScreen] = useState<ScreenDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  const user = getStoredUser();
  const target = home ? null : redirectFor({ path: pathname, search, token: getToken(), userTypeId: user?.user_type_id, screenNames });

  useEffect(() => {
    const load = screenLoaders[name];
    if (!load) return;
    let current = true;
    setScreen(null);
    setFailed(false);
    load().then((loaded) => {
      // the list and the lookups its cells name go out together, rather than each after the screen has rendered
      if (loaded.view === 'list') preloadScreenList(loaded, listQuery(loaded, new URLSearchParams(window.location.search)));
      preloadLookups(loaded.columns.filter((column) => !column.hidden).map((column) => column.lookup));
      if (current) setScreen(loaded);
    }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [name]);

  if (target !== null) return <Navigate to={target} replace />;
  const permission = screenPermissions[name];
  if (permission && user && !user.permissions.includes(permission)) {
    return <section className="panel empty-state"><p>{t('app.errors.forbidden')}</p></section>;
  }
  if (failed) return <section className="panel empty-state" role="alert"><p>{t('app.errors.generic')}</p></section>;
  if (!screen || screen.name !== name) return null;
  if (screen.view === 'list') return <ListScreen key={screen.name} screen={screen} />;
  const View = views[screen.view];
  return <View key={screen.name} screen={screen} />;
}
