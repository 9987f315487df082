import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PayChannel, TPayStart } from '@card/contract';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { invokeJsapiPay } from '../../features/orders/wechat-pay';
import { carryOut, isLeavingForAuth, payChannelOf, resumeRequested, withoutResume } from './wx-pay';

type WithChannel = { channel?: PayChannel };

export interface WxPayOptions<V extends WithChannel, R> {
  /** The area's start mutation (it creates or reuses the order and asks the server to start WeChat Pay). */
  mutation: UseMutationResult<R, Error, V>;
  /** The start in the mutation's answer (null: nothing to pay). */
  startOf: (answer: R) => TPayStart | null | undefined;
  /** WeChat's sheet said "ok": the area's result screen (which asks the server for the order's state). */
  onPaid: (answer: R) => void;
  /** The area's own handling of a refusal (e.g. AMOUNT_ABNORMAL reloads the amount); the toast is the query client's. */
  onError?: (err: Error) => void;
  /**
   * Resuming after the WeChat authorisation round trip (`resume=wxpay`): once `ready` (the screen's data is there),
   * the parameter (and `drop`) leaves the URL and, when `vars` is given (the order is still payable), the payment
   * starts by itself, once.
   */
  resume?: { ready: boolean; vars: Omit<V, 'channel'> | null; drop?: readonly string[] };
}

/**
 * The one client path that starts and resumes a WeChat payment. The channel is chosen here (JSAPI in WeChat, H5
 * elsewhere); H5 leaves for the pay page; JSAPI opens WeChat's sheet: ok → `onPaid`, cancel → "已取消支付" and
 * the user stays on the order, fail → a message and the user stays; a 419 (no openid yet) says nothing, as the
 * envelope reader is already taking the browser to WeChat's authorisation, which comes back with `resume=wxpay`.
 */
export function useWxPayStart<V extends WithChannel, R>(opts: WxPayOptions<V, R>) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<'sheet' | 'leaving' | null>(null);
  const latest = useRef(opts);
  latest.current = opts;

  const start = (vars: Omit<V, 'channel'>) => {
    const { mutation } = latest.current;
    mutation.mutate({ ...vars, channel: payChannelOf() } as V, {
      onError: (err) => {
        if (isLeavingForAuth(err)) {
          setBusy('leaving');
          return;
        }
        latest.current.onError?.(err);
      },
      onSuccess: async (answer) => {
        const s = latest.current.startOf(answer);
        setBusy(s?.channel === 'h5' ? 'leaving' : s ? 'sheet' : null);
        const outcome = await carryOut(s, { assign: (url) => window.location.assign(url), invoke: invokeJsapiPay });
        if (outcome === 'leaving') return;
        setBusy(null);
        if (outcome === 'paid') latest.current.onPaid(answer);
        else if (outcome === 'cancelled') toast.info(t('wxPay.cancelled'));
        else if (outcome === 'failed') toast.error(t('wxPay.failed'));
      },
    });
  };

  // Back from the H5 page with the browser's back button, the page may come back from the back-forward cache as it
  // was left ("leaving"): the button must work again.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  // Back from the authorisation: start again by itself, once (StrictMode runs effects twice: the ref guards it).
  const [params, setParams] = useSearchParams();
  const resumed = useRef(false);
  const wanted = resumeRequested(params);
  const ready = !!opts.resume?.ready;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resumes once when the flag and the screen are ready; params, setParams and start are read from that moment
  useEffect(() => {
    if (!wanted || !ready || resumed.current) return;
    resumed.current = true;
    const r = latest.current.resume!;
    setParams(withoutResume(params, r.drop), { replace: true });
    if (r.vars) start(r.vars);
  }, [wanted, ready]);

  return { start, pending: opts.mutation.isPending || busy !== null };
}
