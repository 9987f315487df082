import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Registration extras: the referee (by phone or shared link), the graphic captcha, SMS-code-only accounts. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const refusal = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { code: body.code as string, field: body.errors?.[0]?.field as string | undefined, data: body.data };
};
const sendRegisterCode = (phone: string, extra: Record<string, string> = {}) => t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register', ...extra });
async function registerWith(phone: string, fields: Record<string, string>) {
  await sendRegisterCode(phone);
  const res = await t.post('/register/createUser.xhtml', { phone, code: t.lastCode(phone), password: 'abc12345', agree: 'true', ...fields });
  t.clock.advance(61_000);
  return res;
}

describe('referee', () => {
  let referee = { phone: '13350000001', phoneIdEcr: '' };
  beforeAll(async () => {
    referee = await t.register(referee.phone);
  });

  it('refuses a referee phone or shared-link id that does not exist', async () => {
    expect(refusal(await registerWith('13350000010', { refereePhone: '13350000099' }))).toMatchObject({ code: 'REFEREE_NOT_EXIST', field: 'refereePhone' });
    expect(refusal(await registerWith('13350000011', { refereeIdEcr: 'noSuchCard00000000000' }))).toMatchObject({ code: 'REFEREE_NOT_EXIST', field: 'refereeIdEcr' });
  });

  it('refuses the registering phone as its own referee', async () => {
    expect(refusal(await registerWith('13350000012', { refereePhone: '13350000012' }))).toMatchObject({ code: 'REFEREE_RELATION_MISSING', field: 'refereePhone' });
  });

  it('refuses a referee account without a card, and two different referees at once', async () => {
    const cardless = await t.register('13350000002');
    await t.ctx.db.card.delete({ where: { userId: (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: cardless.phoneIdEcr }, select: { id: true } })).id } });
    expect(refusal(await registerWith('13350000013', { refereePhone: cardless.phone })).code).toBe('REFEREE_RELATION_MISSING');
    expect(refusal(await registerWith('13350000014', { refereeIdEcr: cardless.phoneIdEcr })).code).toBe('REFEREE_RELATION_MISSING');
    expect(refusal(await registerWith('13350000015', { refereePhone: referee.phone, refereeIdEcr: cardless.phoneIdEcr })).code).toBe('REFEREE_RELATION_MISSING');
  });

  it('records a referee given by phone or by the shared link', async () => {
    const refereeId = (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: referee.phoneIdEcr }, select: { id: true } })).id;
    expect((await registerWith('13350000016', { refereePhone: referee.phone })).json().status).toBe(200);
    expect((await registerWith('13350000017', { refereeIdEcr: referee.phoneIdEcr })).json().status).toBe(200);
    const rows = await t.ctx.db.user.findMany({ where: { phone: { in: ['13350000016', '13350000017'] } }, select: { refereeId: true } });
    expect(rows.map((r) => r.refereeId)).toEqual([refereeId, refereeId]);
  });
});

describe('graphic captcha for register codes', () => {
  const phone = '13350000020';
  /** A captcha whose answer the test knows: the id source hands out the digits behind the characters. */
  async function knownCaptcha() {
    vi.spyOn(t.ctx.ids, 'code').mockReturnValueOnce('00010203'); // → "ABCD"
    const res = (await t.post('/acc/rgRand.xhtml')).json().resultSets;
    expect(res.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(res.image.split(',')[1], 'base64').toString('latin1')).not.toMatch(/ABCD|<svg/);
    return res.captchaId as string;
  }

  it('serves a PNG image with its id; the answer is stored hashed with an expiry', async () => {
    const captchaId = await knownCaptcha();
    const row = await t.ctx.db.verificationCode.findUniqueOrThrow({ where: { id: captchaId }, select: { purpose: true, codeHash: true, expiresAt: true } });
    expect(row.purpose).toBe('captcha');
    expect(row.codeHash).not.toContain('ABCD');
    expect(row.expiresAt.getTime()).toBeGreaterThan(t.ctx.clock.now().getTime());
  });

  it('is not needed while fewer than 2 register codes went unused', async () => {
    expect((await sendRegisterCode(phone)).json().resultSets).toMatchObject({ voiceOffered: false, captchaRequired: false });
    t.clock.advance(61_000);
    expect((await sendRegisterCode(phone)).json().resultSets).toMatchObject({ voiceOffered: true, captchaRequired: true });
    t.clock.advance(61_000);
  });

  it('then refuses a register code without the captcha, or with a wrong one, on the captcha field', async () => {
    expect(refusal(await sendRegisterCode(phone))).toMatchObject({ code: 'CODE_WRONG', field: 'captcha', data: { captchaRequired: true } });
    const captchaId = await knownCaptcha();
    expect(refusal(await sendRegisterCode(phone, { captchaId, captcha: 'ABCE' }))).toMatchObject({ code: 'CODE_WRONG', field: 'captcha' });
    // One guess per image: the right answer no longer works for it.
    expect(refusal(await sendRegisterCode(phone, { captchaId, captcha: 'ABCD' })).code).toBe('CODE_WRONG');
  });

  it('refuses an expired captcha', async () => {
    const captchaId = await knownCaptcha();
    t.clock.advance(5 * 60_000);
    expect(refusal(await sendRegisterCode(phone, { captchaId, captcha: 'ABCD' })).code).toBe('CODE_WRONG');
  });

  it('sends the code with a correct captcha (any letter case), and the voice code needs one too', async () => {
    const res = await sendRegisterCode(phone, { captchaId: await knownCaptcha(), captcha: 'abcd' });
    expect(res.json().resultSets).toMatchObject({ captchaRequired: true });
    t.clock.advance(61_000);
    expect(refusal(await sendRegisterCode(phone, { channel: 'voice' })).field).toBe('captcha');
    const voice = await sendRegisterCode(phone, { channel: 'voice', captchaId: await knownCaptcha(), captcha: 'ABCD' });
    expect(voice.json().resultSets.channel).toBe('voice');
  });

  it('is never asked for login codes', async () => {
    const user = '13350000021';
    await t.register(user);
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/acc/0/getVerificationCode.xhtml', { phone: user, purpose: 'login' })).json().resultSets.captchaRequired).toBe(false);
      t.clock.advance(61_000);
    }
  });
});

describe('accounts without a password', () => {
  const phone = '13350000030';

  it('registers with the SMS code alone and logs in by code', async () => {
    const reg = await registerWith(phone, { password: '' });
    expect(reg.json().status).toBe(200);
    expect((await t.post('/acc/hasLoginPassword.xhtml', {}, reg.json().resultSets.token)).json().resultSets).toEqual({ hasPassword: false });
    await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'login' });
    const res = await t.post('/acc/userLogin.xhtml', { phone, loginType: 'code', code: t.lastCode(phone), agree: 'true' });
    expect(res.json().status).toBe(200);
  });

  it('still checks a password when one is given', async () => {
    expect(refusal(await registerWith('13350000031', { password: 'abcdefg' })).field).toBe('password');
  });
});
