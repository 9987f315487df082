import { describe, expect, it } from 'vitest';
import { contract, type RouteMeta } from '@card/contract';
import { callNameOf, changesState, claimedOrigin, csrfMetadataProblem, csrfVerdict, type CsrfFacts } from './csrf.rules';

const PUBLIC = 'https://card.example.com';
const user: RouteMeta = { base: 'main', auth: 'user' };
/** A cookie-only POST from our own page: the case every other one varies. */
const ours: CsrfFacts = { method: 'POST', meta: user, hasAuthorization: false, hasSessionCookie: true, origin: PUBLIC, referer: undefined };
const v = (over: Partial<CsrfFacts>) => csrfVerdict({ ...ours, ...over }, PUBLIC);

describe('csrfVerdict', () => {
  it('accepts our own origin, by Origin or (without one) by Referer', () => {
    expect(v({})).toBe('ok');
    expect(v({ origin: 'HTTPS://CARD.EXAMPLE.COM' })).toBe('ok');
    expect(v({ origin: undefined, referer: `${PUBLIC}/multipage/card/edit?x=1` })).toBe('ok');
    expect(v({ origin: '', referer: `${PUBLIC}/` })).toBe('ok');
  });

  it('refuses a same-site sibling, another port, another scheme and a cross-site page', () => {
    for (const origin of ['https://evil.example.com', 'https://card.example.com:8443', 'http://card.example.com', 'https://attacker.test', 'https://card.example.com.attacker.test']) {
      expect(v({ origin }), origin).toBe('refused');
    }
  });

  it('refuses when the Origin is "null" even with a good Referer, and when both are missing', () => {
    expect(v({ origin: 'null', referer: `${PUBLIC}/` })).toBe('refused');
    expect(v({ origin: undefined, referer: undefined })).toBe('refused');
    expect(v({ origin: undefined, referer: 'not a url' })).toBe('refused');
    expect(v({ origin: undefined, referer: 'https://evil.example.com/x' })).toBe('refused');
  });

  it('leaves alone calls with Authorization, calls without the session cookie, and public routes', () => {
    expect(v({ hasAuthorization: true, origin: 'https://evil.example.com' })).toBe('ok');
    expect(v({ hasSessionCookie: false, origin: 'https://evil.example.com' })).toBe('ok');
    expect(v({ meta: { base: 'main', auth: 'public' }, origin: undefined })).toBe('ok');
    expect(v({ meta: undefined, origin: undefined })).toBe('ok');
  });

  it('guards optional-session routes too: the cookie makes them act as the user', () => {
    expect(v({ meta: { base: 'main', auth: 'optional' }, origin: 'https://evil.example.com' })).toBe('refused');
  });

  it('guards a GET only when it changes state, and its HEAD twin alike', () => {
    expect(v({ method: 'GET', origin: undefined })).toBe('ok');
    expect(v({ method: 'GET', origin: undefined, meta: { ...user, changesState: true } })).toBe('refused');
    expect(v({ method: 'HEAD', origin: undefined, meta: { ...user, changesState: true } })).toBe('refused');
    expect(v({ method: 'GET', origin: undefined, referer: `${PUBLIC}/multipage/`, meta: { ...user, changesState: true } })).toBe('ok');
  });
});

describe('changesState and claimedOrigin', () => {
  it('every method but GET/HEAD/OPTIONS changes state; a GET only when declared', () => {
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(changesState(m, user), m).toBe(true);
    for (const m of ['GET', 'HEAD', 'OPTIONS']) expect(changesState(m, user), m).toBe(false);
    expect(changesState('GET', { ...user, changesState: true })).toBe(true);
  });
  it("reads the Referer's origin, never a non-web scheme", () => {
    expect(claimedOrigin(undefined, 'https://a.example.com:444/p?q#h')).toBe('https://a.example.com:444');
    expect(claimedOrigin(undefined, 'file:///etc/passwd')).toBeNull();
    expect(claimedOrigin('null', undefined)).toBeNull();
  });
});

describe('csrfMetadataProblem (start-up check)', () => {
  it('a GET named like a write must declare changesState; a declared one passes', () => {
    expect(csrfMetadataProblem('GET', '/video/delMicroVideo.xhtml', user)).toMatch(/declare changesState/);
    expect(csrfMetadataProblem('GET', '/video/microVideoHideOrShow.xhtml', user)).toMatch(/declare changesState/);
    expect(csrfMetadataProblem('GET', '/addressbook/cancelOrAddMpCollection.xhtml', user)).toMatch(/declare changesState/);
    expect(csrfMetadataProblem('GET', '/video/delMicroVideo.xhtml', { ...user, changesState: true })).toBeNull();
    expect(csrfMetadataProblem('GET', '/acc/readonlyThing.xhtml', user)).toBeNull(); // "readonly" is not "read" + a word
    expect(csrfMetadataProblem('GET', '/video/findShowMicroVideobyId.xhtml', user)).toBeNull();
  });
  it('a POST cannot opt out, and the flag must be a boolean', () => {
    expect(csrfMetadataProblem('POST', '/acc/addX.xhtml', { ...user, changesState: false })).toMatch(/cannot declare/);
    expect(csrfMetadataProblem('GET', '/acc/findX.xhtml', { ...user, changesState: 'yes' as never })).toMatch(/not true or false/);
  });
  it("every route of today's contract passes, and the state-changing GETs are declared", () => {
    const walk = (node: object): { method: string; path: string; metadata: RouteMeta }[] =>
      Object.values(node).flatMap((r) => (r && typeof r === 'object' && 'method' in r ? [r as { method: string; path: string; metadata: RouteMeta }] : walk(r as object)));
    const routes = walk(contract);
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) expect(csrfMetadataProblem(r.method, r.path, r.metadata), `${r.method} ${r.path}`).toBeNull();
    const writingGets = routes.filter((r) => r.method === 'GET' && r.metadata.changesState).map((r) => callNameOf(r.path));
    // The spec's GET writes (issue 15's micro video calls) and the player's GET, which counts a view.
    expect(writingGets.sort()).toEqual([
      'cancelOrAddMpCollection',
      'changedToMyVideo',
      'delMicroVideo',
      'delShareMicroVideo',
      'findShowMicroVideobyId',
      'microVideoHideOrShow',
      'updateMicroVideoLabel',
      'updateMicroVideoSort',
    ]);
  });
});
