// The home page outside the areas (/), for a visitor or an account that has no area of its own.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../runtime/ui/Link';
import { api } from '../runtime/core/api';
import { AuthCard } from './AuthCard';
import { clearSession, getStoredUser, getToken } from '../runtime/core/session';
import { apiPath } from '../../contract/api-routes';

export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = getStoredUser();
  const signedIn = getToken() !== undefined;

  async function logout(): Promise<void> {
    await api('GET', apiPath('signOut')).catch(() => undefined);
    clearSession();
    navigate('/login', { replace: true });
  }

  return (
    <AuthCard>
      <h1>{t('app.landing.home.title')}</h1>
      {user && <p>{t('app.landing.hello', { name: user.first_name })}</p>}
      <p className="muted">{t('app.landing.home.text')}</p>
      {signedIn ? (
        <button type="button" className="button" onClick={() => void logout()}>{t('app.header.logout')}</button>
      ) : (
        <Link className="button button--primary" to="/login">{t('app.login.submit')}</Link>
      )}
    </AuthCard>
  );
}
