import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { beijingTime, txPwdRefusal } from './tx-pwd';
import { fixedT } from '../../lib/i18n';
import zh from '../../locales/zh-CN/wallet.json';
import en from '../../locales/en/wallet.json';

const resources = { 'zh-CN/wallet': zh, 'en/wallet': en };
const tZh = fixedT(resources, 'zh-CN', ['wallet']);
const tEn = fixedT(resources, 'en', ['wallet']);

describe('payment sheet texts', () => {
  it('reads the tries left from a wrong password and the unlock time from a lock', () => {
    expect(txPwdRefusal(new ApiError(1010017, 'TX_PWD_WRONG', '交易密码错误', [], { failuresLeft: 3 }))).toEqual({ kind: 'wrong', left: 3 });
    expect(txPwdRefusal(new ApiError(1010017, 'TX_PWD_WRONG', '交易密码错误', [], { failuresLeft: 0 }))).toEqual({ kind: 'wrong', left: 0 });
    expect(txPwdRefusal(new ApiError(1010015, 'LOCKED', '已锁定', [], { lockedUntil: '2026-12-01T06:05:00.000Z' }))).toEqual({ kind: 'locked', until: '2026-12-01T06:05:00.000Z' });
    // Any other refusal (balance, no data) shows the catalogue's own message.
    expect(txPwdRefusal(new ApiError(1, 'INSUFFICIENT_BALANCE', '余额不足'))).toEqual({ kind: 'other', message: '余额不足' });
    expect(txPwdRefusal(new ApiError(1010017, 'TX_PWD_WRONG', '交易密码错误'))).toEqual({ kind: 'other', message: '交易密码错误' });
    expect(txPwdRefusal(null)).toBeNull();
  });

  it('writes the unlock time in Beijing time in both languages', () => {
    // 06:05 UTC is 14:05 in Beijing; 20:30 UTC is already the next day there.
    expect(beijingTime('2026-12-01T06:05:00.000Z', 'zh-CN')).toBe('2026-12-01 14:05');
    expect(beijingTime('2026-11-30T20:30:00.000Z', 'zh-CN')).toBe('2026-12-01 04:30');
    expect(beijingTime('2026-12-01T06:05:00.000Z', 'en')).toBe('1 Dec 2026, 14:05');
  });

  it('says the tries left and the unlock time in the words of the issue', () => {
    expect(tZh('txPwd.wrong', { count: 3 })).toBe('交易密码错误，还可尝试3次');
    expect(tEn('txPwd.wrong', { count: 3 })).toBe('Wrong transaction password: 3 tries left');
    expect(tEn('txPwd.wrong', { count: 1 })).toBe('Wrong transaction password: 1 try left');
    expect(tZh('txPwd.locked', { time: '12-01 14:05' })).toBe('已锁定，将于 12-01 14:05 解锁（北京时间）');
    expect(tEn('txPwd.locked', { time: 'Dec 1, 14:05' })).toBe('Locked until Dec 1, 14:05 (Beijing time)');
    expect(tZh('txPwd.retrieve')).toBe('找回交易密码');
  });
});
