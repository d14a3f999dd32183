// The identity provider's button on the sign-in page (SPEC sections 1 and 4), shown only when the server has one
// set up. It asks the server for the provider's address and leaves for it; the provider sends the browser back to
// a page with ?code=, which the router hands to the callback (App.tsx).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../runtime/core/api';
import { rememberSignInReturn } from '../runtime/core/session';
import { apiPath } from '../../contract/api-routes';

interface IdentityProvider {
  id: string;
  name: string;
}

export function IdentityProviderSignIn({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<IdentityProvider[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    api<{ providers: IdentityProvider[] }>('GET', apiPath('providers'))
      .then((answer) => {
        if (mounted) setProviders(answer.providers);
      })
      // without the list the page still signs in with a password, so nobody needs to be told
      .catch((error: unknown) => console.error('The sign-in providers could not be read', error));
    return () => {
      mounted = false;
    };
  }, []);

  async function leaveFor(provider: IdentityProvider): Promise<void> {
    setLeaving(provider.id);
    try {
      const { url } = await api<{ url: string }>('GET', apiPath('providerRedirect', { provider: provider.id }));
      rememberSignInReturn(window.location.search);
      window.location.assign(url);
    } catch (failure) {
      onError(failureMessage(failure, t('app.login.provider.failed')));
      setLeaving(null);
    }
  }

  if (providers.length === 0) return null;
  return (
    <>
      {providers.map((provider) => (
        <button key={provider.id} type="button" className="button button--block" disabled={leaving !== null} onClick={() => void leaveFor(provider)}>
          {t(leaving === provider.id ? 'app.login.provider.redirecting' : 'app.login.provider.button', { name: provider.name })}
        </button>
      ))}
      <div className="auth-card__divider">{t('app.login.provider.or')}</div>
    </>
  );
}
