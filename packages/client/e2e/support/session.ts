import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { TOKEN_COOKIE } from '@card/contract';
import { baseURL, phone, smsCode } from './phone';
import { uniquePhone } from './phones';

/**
 * A form-encoded POST to the API, as the app sends it; answers the envelope. Every call carries a fresh request
 * id, as the app does for idempotent calls (adds), which refuse a call without one; other calls ignore it.
 */
export async function apiPost(path: string, form: Record<string, string> = {}, token?: string, from?: string) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-request-id': randomUUID().replace(/-/g, ''),
      ...(token ? { authorization: token } : {}),
      // The e2e server believes X-Forwarded-For from 127.0.0.1 only (TRUST_PROXY in global-setup.ts).
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.json() as Promise<{ status: number; code: string; msg: string; resultSets: any }>;
}

let addressSeq = 0;
/** A made-up client address per sign-up (10.x.y.z, never routed anywhere; only the server's counters see it). */
const nextAddress = () => {
  addressSeq += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

export interface E2eUser {
  mobile: string;
  token: string;
  phoneIdEcr: string;
  password: string | null;
}

/**
 * A new user made through the real server calls (SMS code read from the dev outbox), for journeys that are not
 * about registration. `password: null` registers by code alone, as the security journey needs.
 */
export async function registerUser(prefix = '139', opts: { password?: string | null } = {}): Promise<E2eUser> {
  const mobile = uniquePhone(prefix);
  const password = opts.password === undefined ? 'abc12345' : opts.password;
  // Each sign-up from its own client address, as real sign-ups are: the journeys together register more users than
  // one address may ask codes for in an hour (LIMITS.auth.smsPerAddressPerHour), a budget the server tests cover.
  const from = nextAddress();
  const sent = await apiPost('/acc/0/getVerificationCode.xhtml', { phone: mobile, purpose: 'register' }, undefined, from);
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent)}`);
  const form: Record<string, string> = { phone: mobile, code: await smsCode(mobile), agree: 'true', ...(password ? { password } : {}) };
  const reg = await apiPost('/register/createUser.xhtml', form, undefined, from);
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const token = reg.resultSets.token as string;
  // The first-run walkthrough (issue 35) is the registration journey's to try; everyone else has done it already.
  // Through a second session: the server keeps each session's access state once read, and prepareUser changes it
  // (VIP, roles) behind the server's back, so the journey's own token must not be read before that.
  if (password) {
    const other = await apiPost('/acc/userLogin.xhtml', { phone: mobile, password, agree: 'true' }, undefined, from);
    const firstRun = await apiPost('/acc/finishFirstRun.xhtml', {}, other.resultSets?.token as string, from);
    if (firstRun.status !== 200) throw new Error(`first run not finished: ${JSON.stringify(firstRun)}`);
  }
  return { mobile, token, phoneIdEcr: reg.resultSets.phoneIdEcr as string, password };
}

/**
 * Signs a browser context in without the UI, where the app keeps the session (packages/client/src/lib/token.ts):
 * the token in localStorage before any script of the first page runs, and the httpOnly session cookie the server
 * sets at login, so server-rendered pages (the public card) see the owner too. The token is put in once per
 * context: a journey that logs out stays logged out.
 */
export async function signIn(page: { context(): BrowserContext }, token: string) {
  const context = page.context();
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL(), httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((tk) => {
    if (localStorage.getItem('card.e2e.signedIn')) return;
    localStorage.setItem('card.e2e.signedIn', '1');
    localStorage.setItem('card.token', tk);
  }, token);
}

/** A phone (helpers/browser `phone`) already signed in as a new user; `user` reuses one made before. */
export async function signedInPhone(browser: Browser, opts: { prefix?: string; user?: E2eUser; locale?: string; userAgent?: string } = {}) {
  const user = opts.user ?? (await registerUser(opts.prefix));
  const { context, page } = await phone(browser, { locale: opts.locale, userAgent: opts.userAgent });
  await signIn(page, user.token);
  return { context, page, user };
}

/**
 * A phone signed in as the seeded customer-service agent (13800138001, role customerService), on the customer home
 * reached by tapping 客服中心 in the management centre, where the agents' rows are.
 */
export async function agentAtCustomerHome(browser: Browser) {
  const login = await apiPost('/acc/userLogin.xhtml', { phone: '13800138001', password: 'demo1234', agree: 'true' });
  if (login.status !== 200) throw new Error(`the seeded agent could not sign in: ${JSON.stringify(login)}`);
  const { context, page } = await phone(browser);
  await signIn(page, login.resultSets.token as string);
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.waitForURL('**/customer/client/home');
  return { context, page };
}
