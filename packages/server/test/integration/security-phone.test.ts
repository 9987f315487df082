import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Phone change: the current phone's code is the proof (10 minutes), then the new phone's code moves the account. */
let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { vi.restoreAllMocks(); await t.close(); });

const refusal = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { code: body.code as string, field: body.errors?.[0]?.field as string | undefined };
};
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('changing the phone', () => {
  const phone = '13330000001';
  const newPhone = '13330000002';
  let token = '';
  const code = (fields: Record<string, string>) => t.post('/acc/getModeifyPhoneMasCode.xhtml', fields, token);
  const move = (fields: Record<string, string>) => t.post('/acc/modeifyBindingPhone.xhtml', fields, token);
  /** Proves the current phone: a code to it, spent by checkModifPhoneCode. */
  async function proveOldPhone(current = phone) {
    t.clock.advance(61_000);
    expect((await code({ step: 'old' })).json().resultSets.sentTo).toBe(`${current.slice(0, 3)}****${current.slice(-4)}`);
    const res = await t.post('/acc/checkModifPhoneCode.xhtml', { code: t.lastCode(current) }, token);
    expect(res.json().resultSets).toEqual({ validForSeconds: 600 });
  }

  beforeAll(async () => { token = (await t.register(phone)).token; });

  it('refuses the new phone\'s code and the change before the current phone is proven', async () => {
    expect(refusal(await code({ step: 'new', phone: newPhone })).code).toBe('OLD_PHONE_NOT_VERIFIED');
    expect(refusal(await move({ newPhone, newCode: 'ABCD' })).code).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it('needs a phone for step new, in the region\'s format', async () => {
    expect(refusal(await code({ step: 'new' }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'phone' });
    expect(refusal(await code({ step: 'new', phone: '12345' }))).toMatchObject({ field: 'phone' });
  });

  it('refuses a wrong code for the current phone', async () => {
    await code({ step: 'old' });
    expect(refusal(await t.post('/acc/checkModifPhoneCode.xhtml', { code: wrong(t.lastCode(phone)) }, token))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
  });

  it('refuses a new phone that is registered already', async () => {
    await proveOldPhone();
    await t.register('13330000003');
    expect(refusal(await code({ step: 'new', phone: '13330000003' }))).toMatchObject({ code: 'PHONE_REGISTERED', field: 'phone' });
    expect(refusal(await code({ step: 'new', phone }))).toMatchObject({ code: 'PHONE_REGISTERED' });
  });

  it('lets the proof run out after 10 minutes', async () => {
    await proveOldPhone();
    await code({ step: 'new', phone: newPhone });
    t.clock.advance(10 * 60_000);
    expect(refusal(await move({ newPhone, newCode: t.lastCode(newPhone) })).code).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it('refuses a number registered between the new code and the change', async () => {
    const taken = '13330000004';
    await proveOldPhone();
    await code({ step: 'new', phone: taken });
    const newCode = t.lastCode(taken);
    await t.register(taken);
    expect(refusal(await move({ newPhone: taken, newCode }))).toMatchObject({ code: 'PHONE_REGISTERED', field: 'newPhone' });
  });

  it('refuses a duplicate through the unique index when the number is taken during the change', async () => {
    const racing = '13330000005';
    t.clock.advance(61_000);
    await code({ step: 'new', phone: racing });
    const newCode = t.lastCode(racing);
    await t.register(racing);
    // The other registration lands after our duplicate check: the check sees nothing, the unique index decides.
    const original = t.ctx.db.user.findUnique.bind(t.ctx.db.user);
    const spy = vi.spyOn(t.ctx.db.user, 'findUnique').mockImplementation(((args: { where: { regionCode_phone?: { phone: string } } }) =>
      args.where.regionCode_phone?.phone === racing ? Promise.resolve(null) : original(args as never)) as never);
    const res = await move({ newPhone: racing, newCode });
    spy.mockRestore();
    expect(res.statusCode).toBe(409);
    expect(refusal(res)).toMatchObject({ code: 'PHONE_REGISTERED', field: 'newPhone' });
  });

  it('refuses a wrong code for the new phone on its own field', async () => {
    t.clock.advance(61_000);
    await code({ step: 'new', phone: newPhone });
    expect(refusal(await move({ newPhone, newCode: wrong(t.lastCode(newPhone)) }))).toMatchObject({ code: 'CODE_WRONG', field: 'newCode' });
  });

  it('moves the account to the new phone; the proof is spent and the old number is free', async () => {
    const res = await move({ newPhone, newCode: t.lastCode(newPhone) });
    expect(res.json().resultSets).toEqual({ phoneMasked: '133****0002', regionCode: '+86' });
    expect((await t.post('/acc/userLogin.xhtml', { phone: newPhone, password: 'abc12345', agree: 'true' })).json().status).toBe(200);
    expect((await t.post('/acc/userLogin.xhtml', { phone, password: 'abc12345', agree: 'true' })).json().code).toBe('BAD_CREDENTIALS');
    expect((await t.post('/register/checkMobileIsRegister.xhtml', { phone })).json().resultSets).toEqual({ registered: false });
    expect(refusal(await code({ step: 'new', phone: '13330000006' })).code).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it('sends the next step-old code to the new number', async () => {
    await proveOldPhone(newPhone);
  });
});
