import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { LIMITS } from '@card/contract';
import { securityService } from '../../src/domains/security/security.service';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Transaction password: set with an ID document, modify, failures and the lock, retrieval by ID and SMS code. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = '11010519491231002X';
const refusal = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { code: body.code as string, field: body.errors?.[0]?.field as string | undefined, rule: body.errors?.[0]?.rule as string | undefined, data: body.data };
};
const info = async (token: string) => (await t.post('/acc/findTransactionPwdInfo.xhtml', {}, token)).json().resultSets;
const modify = (token: string, oldTxPwd: string, newTxPwd = '654321') => t.post('/acc/transactionPwdModify.xhtml', { oldTxPwd, newTxPwd, confirmTxPwd: newTxPwd }, token);

describe('setting the transaction password', () => {
  const phone = '13320000001';
  let token = '';
  beforeAll(async () => {
    token = (await t.register(phone)).token;
  });

  it('starts unset, with every try left', async () => {
    expect(await info(token)).toEqual({ isSet: false, locked: false, lockedUntil: null, failuresLeft: LIMITS.security.txPwdMaxFailures, idType: null });
  });

  it('refuses anything but exactly 6 digits, a mismatch, a bad document type or number', async () => {
    for (const bad of ['12345', '1234567', '12345a']) {
      const res = await t.post('/acc/setTransactionPwd.xhtml', { txPwd: bad, confirmTxPwd: bad, idType: 'mainland', idNumber: ID }, token);
      expect(refusal(res), bad).toMatchObject({ field: 'txPwd', rule: 'txPassword' });
    }
    expect(refusal(await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123457', idType: 'mainland', idNumber: ID }, token))).toMatchObject({
      code: 'NOT_EQUAL',
      field: 'confirmTxPwd',
    });
    expect(refusal(await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123456', idType: 'mars', idNumber: ID }, token))).toMatchObject({
      field: 'idType',
      rule: 'enum',
    });
    expect(refusal(await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123456', idType: 'mainland', idNumber: '110105194912310021' }, token))).toMatchObject({
      field: 'idNumber',
      rule: 'idFormat',
    });
  });

  it('sets it with the ID stored only as a slow hash, and refuses a second set', async () => {
    const res = await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123456', idType: 'mainland', idNumber: ID.toLowerCase() }, token);
    expect(res.json().resultSets).toMatchObject({ isSet: true, locked: false, idType: 'mainland' });
    const row = await t.ctx.db.user.findFirstOrThrow({ where: { phone }, select: { txPwdHash: true, idNumberHash: true, idType: true } });
    expect(row.txPwdHash).toMatch(/^scrypt\$/);
    expect(row.idNumberHash).toMatch(/^scrypt\$/);
    expect(row.idNumberHash).not.toContain('1949');
    expect(refusal(await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '111111', confirmTxPwd: '111111', idType: 'mainland', idNumber: ID }, token)).code).toBe('PASSWORD_ALREADY_SET');
  });
});

describe('modifying, failures and the lock', () => {
  const phone = '13320000002';
  let token = '';
  beforeAll(async () => {
    token = (await t.register(phone)).token;
    await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123456', idType: 'hkmo', idNumber: 'A123456(7)' }, token);
  });

  it('counts a wrong old password; max-1 failures do not lock, and a success clears them', async () => {
    for (let i = 1; i < LIMITS.security.txPwdMaxFailures; i++) {
      const res = refusal(await modify(token, '000000'));
      expect(res).toMatchObject({ code: 'OLD_TX_PWD_WRONG', field: 'oldTxPwd', data: { failuresLeft: LIMITS.security.txPwdMaxFailures - i } });
    }
    expect(await info(token)).toMatchObject({ locked: false, failuresLeft: 1 });
    expect((await modify(token, '123456', '234567')).json().resultSets).toMatchObject({ locked: false, failuresLeft: LIMITS.security.txPwdMaxFailures });
  });

  it('refuses a mismatch without counting it', async () => {
    expect(refusal(await t.post('/acc/transactionPwdModify.xhtml', { oldTxPwd: '000000', newTxPwd: '111111', confirmTxPwd: '111112' }, token)).code).toBe('NOT_EQUAL');
    expect((await info(token)).failuresLeft).toBe(LIMITS.security.txPwdMaxFailures);
  });

  it('locks on the max-th failure for the lock period, refusing even the right password', async () => {
    for (let i = 1; i < LIMITS.security.txPwdMaxFailures; i++) await modify(token, '000000');
    const last = await modify(token, '000000');
    expect(last.statusCode).toBe(423);
    expect(refusal(last).code).toBe('LOCKED');
    const state = await info(token);
    expect(state).toMatchObject({ locked: true, failuresLeft: 0 });
    expect(new Date(state.lockedUntil).getTime() - t.ctx.clock.now().getTime()).toBe(LIMITS.security.txPwdLockHours * 3600_000);
    expect(refusal(await modify(token, '234567')).code).toBe('LOCKED');
    t.clock.advance(LIMITS.security.txPwdLockHours * 3600_000 - 1000);
    expect(refusal(await modify(token, '234567')).code).toBe('LOCKED');
    t.clock.advance(1000);
    expect(await info(token)).toMatchObject({ locked: false, failuresLeft: LIMITS.security.txPwdMaxFailures });
    expect((await modify(token, '234567', '345678')).json().status).toBe(200);
  });

  it('gives the wallet verifyTransactionPassword with the same counting', async () => {
    const userId = (await t.ctx.db.user.findFirstOrThrow({ where: { phone }, select: { id: true } })).id;
    const security = securityService(t.ctx);
    await expect(security.verifyTransactionPassword(userId, '345678')).resolves.toBeUndefined();
    await expect(security.verifyTransactionPassword(userId, '999999')).rejects.toMatchObject({ code: 'TX_PWD_WRONG' });
    expect((await info(token)).failuresLeft).toBe(LIMITS.security.txPwdMaxFailures - 1);
    await expect(security.verifyTransactionPassword(userId, '345678')).resolves.toBeUndefined();
    expect((await info(token)).failuresLeft).toBe(LIMITS.security.txPwdMaxFailures);
  });
});

describe('retrieving the transaction password', () => {
  const phone = '13320000003';
  let token = '';
  const ownCode = async () => {
    t.clock.advance(61_000);
    const res = await t.post('/acc/getOwnPhoneCode.xhtml', { purpose: 'txPwd' }, token);
    expect(res.json().resultSets.sentTo).toBe('133****0003');
    return t.lastCode(phone);
  };
  const back = (fields: Record<string, string>) =>
    t.post('/acc/backTransactionPwd.xhtml', { idType: 'mainland', idNumber: ID, newTxPwd: '777777', confirmTxPwd: '777777', ...fields }, token);

  beforeAll(async () => {
    token = (await t.register(phone)).token;
  });

  it('has nothing to retrieve before a password is set', async () => {
    expect(refusal(await back({ code: 'ABCD' })).code).toBe('TX_PWD_NOT_SET');
    await t.post('/acc/setTransactionPwd.xhtml', { txPwd: '123456', confirmTxPwd: '123456', idType: 'mainland', idNumber: ID }, token);
  });

  it("sends txPwd codes only to the logged-in user's own phone, never through the public call", async () => {
    expect(refusal(await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'txPwd' }))).toMatchObject({ code: 'ILLEGAL_OPERATION', field: 'purpose' });
  });

  it('refuses a wrong code, and an ID that differs from the recorded one (type or number)', async () => {
    const code = await ownCode();
    expect(refusal(await back({ code: code === '0000' ? '1111' : '0000' }))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    expect(refusal(await back({ code, idType: 'hkmo', idNumber: 'A123456(7)' }))).toMatchObject({ code: 'ID_MISMATCH', field: 'idNumber' });
    // Each ID guess spends the code.
    expect(refusal(await back({ code })).code).toBe('CODE_NOT_EXIST');
    expect(refusal(await back({ code: await ownCode(), idNumber: '110101199003074477' }))).toMatchObject({ code: 'ID_MISMATCH' });
  });

  it('resets and unlocks a locked password with the right ID and code', async () => {
    for (let i = 0; i < LIMITS.security.txPwdMaxFailures; i++) await modify(token, '000000');
    expect((await info(token)).locked).toBe(true);
    const res = await back({ code: await ownCode(), idNumber: '110105 19491231 002x' });
    expect(res.json().resultSets).toMatchObject({ isSet: true, locked: false, failuresLeft: LIMITS.security.txPwdMaxFailures });
    expect((await modify(token, '777777')).json().status).toBe(200);
  });
});
