// /admin/:PageWithForm: loads the screen's definition chunk and renders the generic list.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { screenLoaders, screenNames, screenPermissions } from '../../generated/routes';
import { preloadLookups } from '../lookups';
import { redirectFor } from '../redirects';
import type { ScreenDefinition } from '../screen';
import { getStoredUser, getToken } from '../session';
import { preloadScreenList } from '../useScreenList';
import { ListScreen } from './ListScreen';
import { listQuery } from './query';

export default function ScreenPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const name = useParams().PageWithForm ?? '';
  const [screen, setScreen] = useState<ScreenDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  const user = getStoredUser();
  const target = redirectFor({ path: pathname, search, token: getToken(), userTypeId: user?.user_type_id, screenNames });

  useEffect(() => {
    const load = screenLoaders[name];
    if (!load) return;
    let current = true;
    setScreen(null);
    setFailed(false);
    load().then((loaded) => {
      // the list and the lookups its cells name go out together, rather than each after the screen has rendered
      preloadScreenList(loaded, listQuery(loaded, new URLSearchParams(window.location.search)));
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
  return <ListScreen key={screen.name} screen={screen} />;
}
