import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { manualClock } from '../../src/lib/clock';
import { AliyunSmsProvider, aliyunSignature } from '../../src/providers/sms-aliyun';
import { LocalSmsProvider, SmsSendError } from '../../src/providers/sms';
import { copyBaseDatabase, testUploadDir } from '../helpers/database';
import { nextAddress } from '../helpers/app';
import { startServerProcess } from '../helpers/server-process';
import { okOf, refusalOf, testClient } from '../helpers/client';

/**
 * Issue 7 item 7: a real SMS gateway (Aliyun SendSms / SingleCallByTts), tested against a fake of Aliyun's RPC API
 * on 127.0.0.1 that checks the signature the way Aliyun does and answers like it; production never logs a code and
 * does not start without a provider unless the operator opts in to the local one.
 */

const KEY_ID = 'LTAI-test-id';
const SECRET = 'test-secret/with+chars';

/**
 * The fake's own signature check, written from Aliyun's description rather than with the adapter's code: encode
 * with the form encoder, then make it RFC 3986 (+ → %20, * → %2A, %7E → ~), sort, sign `POST&%2F&...` with `secret&`.
 */
const rfc3986 = (s: string) => new URLSearchParams({ x: s }).toString().slice(2).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~');
function expectedSignature(params: Map<string, string>, secret: string) {
  const query = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`POST&${rfc3986('/')}&${rfc3986(query)}`)
    .digest('base64');
}

interface Received {
  path: string;
  params: Map<string, string>;
}
const received: Received[] = [];
const nonces = new Set<string>();
/** Numbers the fake refuses, and how (Aliyun's codes). */
const REFUSE: Record<string, string> = { '13900000001': 'isv.BUSINESS_LIMIT_CONTROL', '13900000002': 'isv.MOBILE_NUMBER_ILLEGAL', '13900000003': 'isv.AMOUNT_NOT_ENOUGH' };

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const params = new Map(new URLSearchParams(raw));
    received.push({ path: req.url ?? '', params });
    const answer = (status: number, body: Record<string, string>) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ RequestId: 'REQ-1', ...body }));
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') return answer(400, { Code: 'InvalidParameter', Message: 'not a form post' });
    if (params.get('AccessKeyId') !== KEY_ID) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    for (const [k, v] of [
      ['SignatureMethod', 'HMAC-SHA1'],
      ['SignatureVersion', '1.0'],
      ['Version', '2017-05-25'],
      ['Format', 'JSON'],
    ]) {
      if (params.get(k) !== v) return answer(400, { Code: 'InvalidParameter', Message: `${k}` });
    }
    if (params.get('Signature') !== expectedSignature(params, SECRET))
      return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    const nonce = params.get('SignatureNonce') ?? '';
    if (!nonce || nonces.has(nonce)) return answer(400, { Code: 'SignatureNonceUsed', Message: 'nonce used' });
    nonces.add(nonce);
    const ts = Date.parse(params.get('Timestamp') ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.get('Timestamp') ?? '') || Math.abs(Date.now() - ts) > 15 * 60_000)
      return answer(400, { Code: 'InvalidTimeStamp.Expired', Message: 'expired' });
    const number = params.get('PhoneNumbers') ?? params.get('CalledNumber') ?? '';
    if (REFUSE[number]) return answer(200, { Code: REFUSE[number], Message: `vendor says no: ${REFUSE[number]}` });
    return answer(200, { Code: 'OK', Message: 'OK', BizId: 'BIZ-1' });
  });
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const aliyunConfig = (over: Partial<{ secret: string; endpoint: string; voice: boolean }> = {}) => ({
  smsProvider: 'aliyun',
  aliyunSms: {
    accessKeyId: KEY_ID,
    accessKeySecret: over.secret ?? SECRET,
    signName: '名片',
    templateCode: 'SMS_123',
    endpoint: over.endpoint ?? `${endpoint}/sms/`,
    voiceTtsCode: over.voice ? 'TTS_9' : '',
    voiceShowNumber: '',
    voiceEndpoint: `${endpoint}/voice/`,
  },
});

async function appWith(config: ReturnType<typeof aliyunConfig>) {
  const { app, ctx } = await buildApp({
    config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: '/nonexistent', uploadDir: testUploadDir(), ...config },
    clock: manualClock(new Date()),
  });
  await app.ready();
  return { app, ctx, api: testClient(app) };
}

describe('the Aliyun signature', () => {
  it("matches the worked example of Aliyun's signature documentation", () => {
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(aliyunSignature(params, 'testsecret', 'GET')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });
});

describe('codes through the Aliyun gateway', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith(aliyunConfig());
  });
  afterAll(() => t.app.close());

  it('sends a signed SendSms with the sign name, the template and the code, which then registers the phone', async () => {
    received.length = 0;
    okOf(await t.api.account.getVerificationCode({ body: { phone: '13812340001', purpose: 'register' }, remoteAddress: nextAddress() }));
    expect(received).toHaveLength(1);
    const p = received[0].params;
    expect(received[0].path).toBe('/sms/');
    expect(Object.fromEntries([...p].filter(([k]) => ['Action', 'PhoneNumbers', 'SignName', 'TemplateCode', 'RegionId'].includes(k)))).toEqual({
      Action: 'SendSms',
      PhoneNumbers: '13812340001',
      SignName: '名片',
      TemplateCode: 'SMS_123',
      RegionId: 'cn-hangzhou',
    });
    const { code } = JSON.parse(p.get('TemplateParam')!) as { code: string };
    expect(code).toMatch(/^\d{4}$/);
    okOf(await t.api.account.createUser({ body: { phone: '13812340001', code, agree: true } }));
  });

  it('sends a number outside the mainland with its country code', async () => {
    received.length = 0;
    okOf(await t.api.account.getVerificationCode({ body: { phone: '61234567', regionCode: '+852', purpose: 'register' }, remoteAddress: nextAddress() }));
    expect(received[0].params.get('PhoneNumbers')).toBe('85261234567');
  });

  it("turns the gateway's refusals into catalogue errors on phone, without the vendor's words, and keeps no unsent code", async () => {
    const cases: [string, string, number][] = [
      ['13900000001', 'CODE_COOLDOWN', 429],
      ['13900000002', 'MOBILE_INCORRECT', 400],
      ['13900000003', 'SMS_SEND_FAILED', 503],
    ];
    for (const [phone, code, http] of cases) {
      const res = await t.api.account.getVerificationCode({ body: { phone, purpose: 'register' }, remoteAddress: nextAddress() });
      expect(res.status, phone).toBe(http);
      expect(refusalOf(res), phone).toMatchObject({ code, field: 'phone' });
      expect(JSON.stringify(res.body)).not.toMatch(/isv\.|vendor/);
      // The code that never left was removed: no cool-down, no row.
      expect(await t.ctx.db.verificationCode.count({ where: { target: `+86${phone}` } })).toBe(0);
    }
  });

  it('answers SMS_SEND_FAILED when the gateway is unreachable', async () => {
    const down = await appWith(aliyunConfig({ endpoint: 'http://127.0.0.1:9/' }));
    try {
      const res = await down.api.account.getVerificationCode({ body: { phone: '13812340002', purpose: 'register' }, remoteAddress: nextAddress() });
      expect(refusalOf(res)).toMatchObject({ code: 'SMS_SEND_FAILED', field: 'phone' });
      expect(res.status).toBe(503);
    } finally {
      await down.app.close();
    }
  });

  it('is refused by the gateway when signed with the wrong secret (the fake really checks)', async () => {
    const wrong = await appWith(aliyunConfig({ secret: 'not-the-secret' }));
    try {
      received.length = 0;
      expect(refusalOf(await wrong.api.account.getVerificationCode({ body: { phone: '13812340003', purpose: 'register' }, remoteAddress: nextAddress() })).code).toBe('SMS_SEND_FAILED');
      expect(received).toHaveLength(1);
    } finally {
      await wrong.app.close();
    }
  });

  it('calls a voice code through SingleCallByTts when a voice template is configured', async () => {
    const log = {
      entries: [] as unknown[],
      info(o: unknown) {
        this.entries.push(o);
      },
      warn(o: unknown) {
        this.entries.push(o);
      },
    };
    const provider = new AliyunSmsProvider(
      { accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: '名片', templateCode: 'SMS_123', endpoint: `${endpoint}/sms/`, voice: { ttsCode: 'TTS_9', endpoint: `${endpoint}/voice/` } },
      log,
    );
    received.length = 0;
    await provider.send({ to: '+8613812340004', channel: 'voice', code: '4821', text: '' });
    expect(received[0].path).toBe('/voice/');
    expect(received[0].params.get('Action')).toBe('SingleCallByTts');
    expect(received[0].params.get('CalledNumber')).toBe('13812340004');
    expect(received[0].params.get('TtsParam')).toBe('{"code":"4821"}');
    // Its log names the masked number and the request, never the code.
    expect(JSON.stringify(log.entries)).not.toContain('4821');
    expect(JSON.stringify(log.entries)).toContain('+86138****0004');
    await expect(provider.send({ to: '+8613900000003', channel: 'sms', code: '4822', text: '' })).rejects.toBeInstanceOf(SmsSendError);
    expect(JSON.stringify(log.entries)).not.toContain('4822');
  });
});

describe('the local provider in production', () => {
  it('logs that a code was sent, never the code', async () => {
    const entries: unknown[] = [];
    const hidden = new LocalSmsProvider({ info: (o: unknown) => entries.push(o) } as never, 200, true);
    await hidden.send({ to: '+8613812340005', channel: 'sms', code: '2042', text: '【名片】您的验证码是2042，5分钟内有效。' });
    expect(JSON.stringify(entries)).not.toContain('2042');
    const shown: unknown[] = [];
    await new LocalSmsProvider({ info: (o: unknown) => shown.push(o) } as never).send({ to: '+8613812340005', channel: 'sms', code: '2042', text: '' });
    expect(JSON.stringify(shown)).toContain('2042');
  });
});

const startServer = startServerProcess;

describe('start-up in production', () => {
  it('refuses to start without an SMS provider, saying how to configure one', async () => {
    const s = startServer({ NODE_ENV: 'production', DATABASE_URL: copyBaseDatabase() });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/refusing to start: no SMS provider configured for production.*SMS_PROVIDER=aliyun/);
  }, 150_000);

  it('starts with the explicit opt-in to the local provider, warns loudly, and logs no code', async () => {
    const s = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: copyBaseDatabase(),
      SMS_PROVIDER: 'local',
      SMS_LOCAL_IN_PRODUCTION: '1',
      PAY_PROVIDER: 'sandbox',
      PAY_SANDBOX_IN_PRODUCTION: '1',
      WECHAT_PROVIDER: 'sandbox',
      WECHAT_SANDBOX_IN_PRODUCTION: '1',
      LOG_LEVEL: 'info',
    });
    try {
      await s.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      expect(s.output()).toMatch(/NO SMS IS SENT/);
      const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(s.output())![1];
      const res = await fetch(`${base}/acc/0/getVerificationCode.xhtml`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=13812340006&purpose=register',
      });
      expect((await res.json()).status).toBe(200);
      await s.waitFor(/code hidden/);
      expect(s.output()).not.toMatch(/"code":"\d{4}"|验证码是\d/);
      // No dev outbox in production either.
      expect((await fetch(`${base}/dev/smsOutbox`)).status).toBe(404);
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }, 150_000);
});
