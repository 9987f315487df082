/**
 * Inside WeChat's browser a JSAPI payment is started through WeixinJSBridge (present only there), with the signed
 * parameters the server prepared. WeChat answers in `err_msg`: "get_brand_wcpay_request:ok", ":cancel" or ":fail".
 * "ok" only means the user finished in WeChat; the order's state comes from the server (the result page asks).
 */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}
type Bridge = { invoke: (name: string, params: JsapiParams, cb: (res: { err_msg?: string }) => void) => void };

export function invokeJsapiPay(params: JsapiParams): Promise<'ok' | 'cancel' | 'fail'> {
  return new Promise((resolve) => {
    const start = () => {
      const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
      if (!bridge) {
        resolve('fail');
        return;
      }
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res.err_msg ?? '';
        resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    };
    // The bridge may arrive after the page: WeChat fires WeixinJSBridgeReady then.
    if ((window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge) {
      start();
      return;
    }
    // A bridge that never comes (not really WeChat) must not leave the pay button spinning.
    const giveUp = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve('fail');
    }, 5000);
    const ready = () => {
      clearTimeout(giveUp);
      start();
    };
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}
