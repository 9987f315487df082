import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SANDBOX_WX_CONSENT_PATH, SANDBOX_WX_PERSON_COOKIE } from '../../src/providers/wechat-sandbox';

/**
 * Walks a browser through the WeChat sandbox (providers/wechat-sandbox-pages.ts) as WeChat would: opens the
 * authorisation URL the app handed out (relative, on this host), and for snsapi_userinfo answers the consent screen
 * (允许 or 拒绝). `person` is the browser's sandbox cookie: the same person is the same WeChat user (same openid).
 */
export interface WxWalk {
  /** Where the sandbox sent the browser back (a path on this host). */
  location: string;
  code: string | null;
  state: string | null;
  person: string;
  /** The consent screen, when the scope asked for one. */
  consent: LightMyRequestResponse | null;
}

export async function walkWxSandbox(app: FastifyInstance, url: string, opts: { person?: string; action?: 'allow' | 'deny'; origin?: string } = {}): Promise<WxWalk> {
  const first = await app.inject({ method: 'GET', url: url.split('#')[0]!, cookies: opts.person ? { [SANDBOX_WX_PERSON_COOKIE]: opts.person } : {} });
  const person = opts.person ?? personFrom(first);
  let res = first;
  let consent: LightMyRequestResponse | null = null;
  if (first.statusCode === 200) {
    consent = first;
    const form = new URLSearchParams(hiddenFields(first.body));
    form.set('action', opts.action ?? 'allow');
    res = await app.inject({
      method: 'POST',
      url: SANDBOX_WX_CONSENT_PATH,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: opts.origin ?? 'http://localhost:80' },
      cookies: { [SANDBOX_WX_PERSON_COOKIE]: person },
    });
  }
  if (res.statusCode !== 302 && res.statusCode !== 303) throw new Error(`the WeChat sandbox answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const location = String(res.headers.location);
  const back = new URL(location, 'http://localhost');
  return { location, code: back.searchParams.get('code'), state: back.searchParams.get('state'), person, consent };
}

/** The person cookie the sandbox set on a first visit. */
export function personFrom(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === SANDBOX_WX_PERSON_COOKIE);
  if (!c) throw new Error('the WeChat sandbox set no person cookie');
  return c.value;
}

/** The consent form's hidden inputs (name → value), HTML entities undone. */
export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[name!] = value!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  }
  return out;
}

/**
 * The same walk against a running server (`base`: its origin), with fetch as a browser would: follows nothing by
 * itself, keeps the person cookie, answers 允许 (or 拒绝) with this site's Origin.
 */
export async function walkWxSandboxHttp(base: string, url: string, opts: { person?: string; action?: 'allow' | 'deny' } = {}): Promise<Omit<WxWalk, 'consent'>> {
  const cookie = (p: string) => ({ cookie: `${SANDBOX_WX_PERSON_COOKIE}=${p}` });
  const first = await fetch(new URL(url.split('#')[0]!, base), { redirect: 'manual', headers: opts.person ? cookie(opts.person) : {} });
  const set = /(?:^|,\s*)wx_sandbox_person=([^;]+)/.exec(first.headers.get('set-cookie') ?? '');
  const person = opts.person ?? set?.[1] ?? '';
  let res = first;
  if (first.status === 200) {
    const form = new URLSearchParams(hiddenFields(await first.text()));
    form.set('action', opts.action ?? 'allow');
    res = await fetch(new URL(SANDBOX_WX_CONSENT_PATH, base), {
      method: 'POST',
      redirect: 'manual',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(base).origin, ...cookie(person) },
    });
  }
  if (res.status !== 302 && res.status !== 303) throw new Error(`the WeChat sandbox answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const location = res.headers.get('location') ?? '';
  const back = new URL(location, base);
  return { location, code: back.searchParams.get('code'), state: back.searchParams.get('state'), person };
}
