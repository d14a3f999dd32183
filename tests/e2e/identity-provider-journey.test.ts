// Signing in through the identity provider in Chromium (SPEC sections 1 and 4): the sign-in page's button, the
// provider (oauth2-mock-server on this machine, which signs in whoever arrives), the return to Aula with ?code=, and
// the landing by user type, or the sign-in page saying why not.
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, launchChromium, screenshot, startAula, uncovered, type RunningAula } from './harness';
import { freePort } from '../integration/support/ports';

const provider = new OAuth2Server();
/** who the provider says has signed in */
let person: Record<string, unknown> = {};
let aula: RunningAula;
let browser: Browser;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, person));
  await provider.start(await freePort(), '127.0.0.1');
  [aula, browser] = await Promise.all([
    startAula({ OIDC_ISSUER: provider.issuer.url!, OIDC_CLIENT_ID: 'aula', OIDC_CLIENT_SECRET: 'aula-secret' }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
  if (provider.listening) await provider.stop();
});

describe('signing in through the identity provider in Chromium', () => {
  it('the administrator clicks the button, passes the provider and lands in the admin area with a session', async () => {
    person = { email: ADMIN_EMAIL, email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${aula.baseUrl}/login`);
    const button = page.getByRole('button', { name: 'Google-ით შესვლა' });
    await button.waitFor();
    await uncovered(page);
    await screenshot(page, 'identity-provider-login');
    await button.click();
    await page.waitForURL(/\/admin$/);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeTruthy();
    const check = await fetch(`${aula.baseUrl}/api/check-token-validity`, { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(200);
    await context.close();
  });

  it('someone whose address no account has is back on the sign-in page without a session, the failure only logged (spec section 4)', async () => {
    person = { email: 'stranger@example.com', email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`${aula.baseUrl}/login`);
    await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await uncovered(page);
    await expect.poll(() => logged.some((line) => line.includes('Identity provider sign-in failed'))).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'identity-provider-unknown-address');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await context.close();
  });
});
