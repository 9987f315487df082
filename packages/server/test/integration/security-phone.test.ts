import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUserWithPassword, wrongCode } from '../helpers/accounts';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, randomMobile } from '../factories';

/** Phone change: the current phone's code is the proof (10 minutes), then the new phone's code moves the account. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** Each test has its own account and numbers, so none depends on a proof or a move another left behind. */
describe('changing the phone', () => {
  type Me = Awaited<ReturnType<typeof newUserWithPassword>>;
  const code = (me: Me, body: { step: 'old' | 'new'; phone?: string }) => t.api.security.getModeifyPhoneMasCode({ body, token: me.token });
  const move = (me: Me, body: { newPhone: string; newCode: string }) => t.api.security.modeifyBindingPhone({ body, token: me.token });
  /** Proves the current phone: a code to it, spent by checkModifPhoneCode. */
  async function proveOldPhone(me: Me, current = me.phone) {
    t.clock.advance(61_000);
    expect(okOf(await code(me, { step: 'old' })).sentTo).toBe(`${current.slice(0, 3)}****${current.slice(-4)}`);
    expect(okOf(await t.api.security.checkModifPhoneCode({ body: { code: t.lastCode(current) }, token: me.token }))).toEqual({ validForSeconds: 600 });
  }
  const someone = () => newUserWithPassword(t.ctx);

  it("refuses the new phone's code and the change before the current phone is proven", async () => {
    const me = await someone();
    expect(refusalOf(await code(me, { step: 'new', phone: randomMobile() })).code).toBe('OLD_PHONE_NOT_VERIFIED');
    expect(refusalOf(await move(me, { newPhone: randomMobile(), newCode: 'ABCD' })).code).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it("needs a phone for step new, in the region's format", async () => {
    const me = await someone();
    expect(refusalOf(await code(me, { step: 'new' }))).toMatchObject({ field: 'phone' });
    expect(refusalOf(await code(me, { step: 'new', phone: '12345' }))).toMatchObject({ field: 'phone' });
  });

  it('refuses a wrong code for the current phone', async () => {
    const me = await someone();
    okOf(await code(me, { step: 'old' }));
    expect(refusalOf(await t.api.security.checkModifPhoneCode({ body: { code: wrongCode(t.lastCode(me.phone)) }, token: me.token }))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
  });

  it('refuses a new phone that is registered already', async () => {
    const me = await someone();
    const taken = await newUser(t.ctx);
    await proveOldPhone(me);
    expect(refusalOf(await code(me, { step: 'new', phone: taken.phone }))).toMatchObject({ code: 'PHONE_REGISTERED', field: 'phone' });
    expect(refusalOf(await code(me, { step: 'new', phone: me.phone })).code).toBe('PHONE_REGISTERED');
  });

  it('lets the proof run out after 10 minutes', async () => {
    const me = await someone();
    const newPhone = randomMobile();
    await proveOldPhone(me);
    okOf(await code(me, { step: 'new', phone: newPhone }));
    t.clock.advance(10 * 60_000);
    expect(refusalOf(await move(me, { newPhone, newCode: t.lastCode(newPhone) })).code).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it('refuses a number registered between the new code and the change', async () => {
    const me = await someone();
    const taken = randomMobile();
    await proveOldPhone(me);
    okOf(await code(me, { step: 'new', phone: taken }));
    const newCode = t.lastCode(taken);
    await newUser(t.ctx, { phone: taken });
    expect(refusalOf(await move(me, { newPhone: taken, newCode }))).toMatchObject({ code: 'PHONE_REGISTERED', field: 'newPhone' });
  });

  it('refuses a duplicate through the unique index when the number is taken during the change', async () => {
    const me = await someone();
    const racing = randomMobile();
    await proveOldPhone(me);
    okOf(await code(me, { step: 'new', phone: racing }));
    const newCode = t.lastCode(racing);
    await newUser(t.ctx, { phone: racing });
    // The other registration lands after our duplicate check: the check sees nothing, the unique index decides.
    const original = t.ctx.db.user.findUnique.bind(t.ctx.db.user);
    const hidden: string[] = [];
    const spy = vi.spyOn(t.ctx.db.user, 'findUnique').mockImplementation(((args: { where: { regionCode_phone?: { phone: string } } }) => {
      if (args.where.regionCode_phone?.phone !== racing) return original(args as never);
      hidden.push(racing);
      return Promise.resolve(null);
    }) as never);
    const res = await move(me, { newPhone: racing, newCode });
    spy.mockRestore();
    // Without this the test passes through the ordinary duplicate check too, and proves nothing about the index.
    expect(hidden).toEqual([racing]);
    expect(res.status).toBe(409);
    expect(refusalOf(res)).toMatchObject({ code: 'PHONE_REGISTERED', field: 'newPhone' });
    expect(await t.ctx.db.user.count({ where: { phone: racing } })).toBe(1);
  });

  it('refuses a wrong code for the new phone on its own field', async () => {
    const me = await someone();
    const newPhone = randomMobile();
    await proveOldPhone(me);
    okOf(await code(me, { step: 'new', phone: newPhone }));
    expect(refusalOf(await move(me, { newPhone, newCode: wrongCode(t.lastCode(newPhone)) }))).toMatchObject({ code: 'CODE_WRONG', field: 'newCode' });
  });

  it('moves the account to the new phone; the proof is spent, the old number is free, the next code goes to the new one', async () => {
    const me = await someone();
    const newPhone = randomMobile();
    await proveOldPhone(me);
    okOf(await code(me, { step: 'new', phone: newPhone }));
    expect(okOf(await move(me, { newPhone, newCode: t.lastCode(newPhone) }))).toEqual({ phoneMasked: `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`, regionCode: '+86' });
    const login = (p: string) => t.api.account.userLogin({ body: { phone: p, password: me.password, agree: true } });
    expect(okOf(await login(newPhone)).token).toBeTruthy();
    expect(refusalOf(await login(me.phone)).code).toBe('BAD_CREDENTIALS');
    expect(okOf(await t.api.account.checkMobileIsRegister({ body: { phone: me.phone } }))).toEqual({ registered: false });
    expect(refusalOf(await code(me, { step: 'new', phone: randomMobile() })).code).toBe('OLD_PHONE_NOT_VERIFIED');
    await proveOldPhone(me, newPhone);
  });
});
