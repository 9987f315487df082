import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { manualClock } from '../../src/lib/clock';
import { LocalSmsProvider } from '../../src/providers/sms';
import { copyBaseDatabase, testUploadDir } from './database';
import { testClient } from './client';

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A fresh client address per call (10.x.y.z), for requests that stand for different people. */
let addressSeq = 0;
export const nextAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

/** The real app on a fresh copy of the migrated database, with a clock the test moves. */
export async function makeTestApp({ providers, config, ...extra }: Pick<BuildOptions, 'extraRoutes' | 'roleResolvers' | 'providers' | 'extraAreas' | 'config'> = {}) {
  const clock = manualClock(new Date());
  const sms = new LocalSmsProvider({ info: () => {} });
  const { app, ctx } = await buildApp({
    config: { databaseUrl: copyBaseDatabase(), logLevel: process.env.TEST_LOG ?? 'silent', clientDist: '/nonexistent', uploadDir: testUploadDir(), ...config },
    clock,
    providers: { sms, ...providers }, // e.g. `{ storage: new S3Storage(...) }`; the local SMS outbox stays unless replaced
    ...extra,
  });
  await app.ready();

  /** Form-encoded POST like the app's client: `token` goes in Authorization, and a fresh request id goes with each
   * call as the client sends one for idempotent calls (a test that repeats a request passes its own). */
  const post = (url: string, form: Record<string, string> = {}, token?: string, extra: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': randomUUID().replace(/-/g, ''), ...(token ? { authorization: token } : {}), ...(extra.headers ?? {}) },
      ...(extra.cookies ? { cookies: extra.cookies } : {}),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  /** The newest code the local SMS provider sent to a phone. */
  const lastCode = (phone: string, region = '+86') => sms.outbox(`${region}${phone}`)[0]?.code ?? '';

  /**
   * Registers a user through the real calls and returns its token and phoneIdEcr. Each registration comes from its
   * own client address, as real sign-ups do, so a file that registers many users stays within the per-address SMS
   * budget (LIMITS.auth.smsPerAddressPerHour) that tests of that budget exercise from 127.0.0.1.
   */
  async function register(phone: string, password = 'abc12345') {
    await post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register' }, undefined, { remoteAddress: nextAddress() });
    const res = await post('/register/createUser.xhtml', { phone, code: lastCode(phone), password, agree: 'true' });
    const body = res.json();
    if (body.status !== 200) throw new Error(`register failed: ${res.body}`);
    clock.advance(61_000); // past the resend cool-down, so the next code for this phone can be sent
    return { token: body.resultSets.token as string, phoneIdEcr: body.resultSets.phoneIdEcr as string, phone };
  }

  /** The typed contract client (helpers/client.ts): `t.api.album.addAlbum({ body, token })`. */
  const api = testClient(app, { origin: ctx.config.publicOrigin });

  return { app, ctx, clock, sms, api, post, get, lastCode, register, close: () => app.close() };
}

export async function closeAll(...apps: { close(): Promise<unknown> }[]) {
  await Promise.all(apps.map((a) => a.close()));
}

export type { FastifyInstance };
