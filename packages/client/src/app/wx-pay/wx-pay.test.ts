import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { carryOut, isLeavingForAuth, payChannelOf, resumeRequested, withoutResume } from './wx-pay';

const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/1 MicroMessenger/8.0.44.2502(0x28002C51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const jsapi = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };

describe('payChannelOf', () => {
  it('is JSAPI inside WeChat (iPhone and Android) and H5 in any other browser', () => {
    expect(payChannelOf(WECHAT)).toBe('jsapi');
    expect(payChannelOf(ANDROID_WECHAT)).toBe('jsapi');
    expect(payChannelOf(SAFARI)).toBe('h5');
    expect(payChannelOf('')).toBe('h5');
  });
});

describe('resume after the WeChat authorisation', () => {
  it('is asked by resume=wxpay only', () => {
    expect(resumeRequested(new URLSearchParams('resume=wxpay'))).toBe(true);
    expect(resumeRequested(new URLSearchParams('cid=c1&kind=join&orderId=o1&resume=wxpay'))).toBe(true);
    expect(resumeRequested(new URLSearchParams('resume=other'))).toBe(false);
    expect(resumeRequested(new URLSearchParams('orderId=o1'))).toBe(false);
    expect(resumeRequested(new URLSearchParams(''))).toBe(false);
  });

  it('drops the parameter (and the named ones), keeping the rest in order', () => {
    const q = new URLSearchParams('cid=c1&kind=join&orderId=o1&resume=wxpay');
    expect(withoutResume(q).toString()).toBe('cid=c1&kind=join&orderId=o1');
    expect(withoutResume(q, ['orderId']).toString()).toBe('cid=c1&kind=join');
    expect(q.toString()).toBe('cid=c1&kind=join&orderId=o1&resume=wxpay');
  });
});

describe('isLeavingForAuth', () => {
  it('is the 419 refusal (the browser is on its way to WeChat), not any other', () => {
    expect(isLeavingForAuth(new ApiError(419, 'WX_AUTH_REQUIRED', '需要微信授权，正在前往微信'))).toBe(true);
    expect(isLeavingForAuth(new ApiError(400, 'PAYMENT_FAILED', '支付失败'))).toBe(false);
    expect(isLeavingForAuth(new Error('x'))).toBe(false);
  });
});

describe('carryOut', () => {
  const io = (answer: 'ok' | 'cancel' | 'fail') => ({ assign: vi.fn(), invoke: vi.fn(async () => answer) });

  it('opens the H5 page in place and invokes nothing', async () => {
    const d = io('ok');
    expect(await carryOut({ channel: 'h5', url: '/sandbox/wxpay/pay?no=1' }, d)).toBe('leaving');
    expect(d.assign).toHaveBeenCalledWith('/sandbox/wxpay/pay?no=1');
    expect(d.invoke).not.toHaveBeenCalled();
  });

  it('maps the JSAPI sheet: ok → paid, cancel → cancelled, fail → failed', async () => {
    for (const [answer, outcome] of [
      ['ok', 'paid'],
      ['cancel', 'cancelled'],
      ['fail', 'failed'],
    ] as const) {
      const d = io(answer);
      expect(await carryOut({ channel: 'jsapi', jsapi }, d)).toBe(outcome);
      expect(d.invoke).toHaveBeenCalledWith(jsapi);
      expect(d.assign).not.toHaveBeenCalled();
    }
  });

  it('does nothing without a start', async () => {
    const d = io('ok');
    expect(await carryOut(null, d)).toBe('nothing');
    expect(d.assign).not.toHaveBeenCalled();
  });
});
