// The admin header (SPEC section 2): logo to /admin, the academic year, a greeting by hour, the bell of notifications
// and the user menu (profile, language, logout). It checks the session's validity when it loads.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../ui/Link';
import { api, ApiError } from '../core/api';
import { ACADEMIC_YEAR } from '../../../contract/constants';
import { greetingFor } from '../core/greeting';
import { Icon } from '../ui/icons';
import { useAreaBase } from '../core/layoutState';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { storageUrl } from '../format/values';
import { Avatar } from '../ui/Avatar';
import { clearSession, signInFromHere, type CurrentUser } from '../core/session';
import { NotificationBell } from '../notifications/NotificationBell';
import { FindButton } from '../find/FindButton';
import { apiPath } from '../../../contract/api-routes';

export interface HeaderProps {
  user: CurrentUser | undefined;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
  /** whether the sidebar is open as a drawer (narrow screens), which the hamburger says */
  drawerOpen: boolean;
  /** The session check answers with the current user; permissions may have changed since sign-in. */
  onUserRefreshed: (user: CurrentUser) => void;
  sidebarShrunk: boolean;
}

export async function logout(): Promise<void> {
  await api('GET', apiPath('signOut')).catch(() => undefined);
  clearSession();
}

export function Header({ user, onToggleSidebar, onOpenDrawer, drawerOpen, onUserRefreshed, sidebarShrunk }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const menuRef = useRef<HTMLDivElement>(null);

  // SPEC section 7: the token is checked when the header loads, not at every navigation within the admin.
  const tokenChecked = useEffectEvent((user: CurrentUser | undefined, valid: boolean) => {
    if (valid) {
      if (user) onUserRefreshed(user);
      return;
    }
    clearSession();
    // signed in again, the user comes back to the page the session ended on
    navigate(signInFromHere(), { replace: true });
  });
  useEffect(() => {
    // only the server saying 401 ends the session: a dropped connection or a cancelled request does not
    api<{ user?: CurrentUser }>('GET', apiPath('checkToken'))
      .then((answer) => tokenChecked(answer?.user, true), (error: unknown) => { if (error instanceof ApiError && error.status === 401) tokenChecked(undefined, false); });
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent): void => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  async function signOut(): Promise<void> {
    await logout();
    navigate('/login', { replace: true });
  }

  const fullName = user ? `${user.first_name} ${user.last_name}` : '';
  const areaBase = useAreaBase();
  return (
    <header className="header">
      <button type="button" className="icon-button header__hamburger" aria-label={t('app.sidebar.open')} aria-expanded={drawerOpen} onClick={onOpenDrawer}>
        <Icon name="menu" />
      </button>
      {/* named by what it shows (Aula), as a screen reader and a voice command both find it */}
      <Link to="/admin" className="brand" title={t('app.header.home')}>
        <span className="brand__mark" aria-hidden="true">A</span>
        <span className="brand__name">Aula</span>
      </Link>
      <button
        type="button"
        className="icon-button header__shrink"
        aria-label={t(sidebarShrunk ? 'app.sidebar.expand' : 'app.sidebar.shrink')}
        aria-pressed={sidebarShrunk}
        onClick={onToggleSidebar}
      >
        <Icon name={sidebarShrunk ? 'chevron-right' : 'chevron-left'} />
      </button>
      <div className="header__year">
        <span className="muted">{t('app.header.academicYear')}</span> <strong>{ACADEMIC_YEAR}</strong>
      </div>
      {/* Find anyone (Ctrl+K), the admin area's */}
      {areaBase === '/admin' && <FindButton permissions={user?.permissions ?? []} />}
      <div className="header__spacer" />
      <div className="header__greeting">
        {t(`app.greeting.${greetingFor(now)}`)}{user ? `, ${user.first_name}` : ''}
      </div>
      <NotificationBell />
      <div className="user-menu" ref={menuRef}>
        {/* a disclosure of plain links and buttons (no role=menu, whose arrow-key behaviour it would owe) */}
        <button type="button" className="user-menu__button" aria-expanded={menuOpen} aria-controls="user-menu-panel" onClick={() => setMenuOpen(!menuOpen)}>
          {user
            ? <Avatar src={user.photo ? storageUrl(user.photo) : undefined} firstName={user.first_name} lastName={user.last_name} />
            : <span className="avatar" aria-hidden="true">?</span>}
          <span className="user-menu__name">{fullName || t('app.header.profile')}</span>
          <Icon name="chevron-down" size={14} />
        </button>
        {menuOpen && (
          <div className="user-menu__panel" id="user-menu-panel">
            <div className="user-menu__who">
              <strong>{fullName}</strong>
              <span className="muted">{user?.email}</span>
            </div>
            <Link to={`${areaBase}/user`} className="user-menu__item" onClick={() => setMenuOpen(false)}>
              <Icon name="user" /> {t('app.header.profile')}
            </Link>
            <div className="user-menu__item user-menu__item--static">
              <Icon name="globe" /> {t('app.language.label')}
              <LanguageSwitch onChange={() => setMenuOpen(false)} />
            </div>
            <button type="button" className="user-menu__item" onClick={() => void signOut()}>
              <Icon name="logout" /> {t('app.header.logout')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
