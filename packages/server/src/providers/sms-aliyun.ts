import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskTarget, SmsSendError, type SmsMessage, type SmsProvider } from './sms';

/**
 * Aliyun SMS (dysmsapi `SendSms`) and, when configured, Aliyun voice codes (dyvmsapi `SingleCallByTts`), called over
 * their RPC-style HTTP API and signed as Aliyun documents it (signature version 1.0, HMAC-SHA1 over the sorted,
 * percent-encoded parameters). No SDK: one signed form POST per message.
 */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature name (签名) and template code (模板), the template holding `${code}`. */
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ in production; a test points it at a local fake. */
  endpoint: string;
  /** Voice codes: a TTS template (holding `${code}`) and optionally the number shown to the callee. */
  voice?: { ttsCode: string; showNumber?: string; endpoint: string };
  timeoutMs?: number;
}

/** Aliyun's percent-encoding: RFC 3986, only A-Z a-z 0-9 - _ . ~ left as they are, a space as %20. */
export function aliyunPercentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The signature of a request's parameters (without `Signature`): the parameters sorted by name, each name and value
 * percent-encoded, joined by `&`; then `METHOD&%2F&<that, encoded again>` signed with HMAC-SHA1 under the key
 * `<AccessKeySecret>&`, in base64.
 */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'POST'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k])}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** "+8613800138000" → "13800138000" (mainland numbers go bare); "+85261234567" → "85261234567". */
export function aliyunPhoneNumber(to: string): string {
  return to.startsWith('+86') ? to.slice(3) : to.replace(/^\+/, '');
}

/** Vendor codes that mean the number itself, and those that mean flow control; anything else is a failure. */
const NUMBER_CODES = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT', 'isv.BLACK_KEY_CONTROL_LIMIT', 'Forbidden.Number']);
const RATE_CODES = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'Throttling.User', 'Throttling']);

export class AliyunSmsProvider implements SmsProvider {
  constructor(
    private opts: AliyunSmsOptions,
    private log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private now: () => Date = () => new Date(),
  ) {}

  async send(msg: Omit<SmsMessage, 'sentAt'>) {
    if (!msg.code) throw new SmsSendError('failed', 'NO_CODE', 'only verification codes are sent through templates');
    const voice = msg.channel === 'voice' ? this.opts.voice : undefined;
    // Without a voice template a voice request still gets its code, by SMS, rather than nothing.
    const [endpoint, action] = voice
      ? [
          voice.endpoint,
          {
            Action: 'SingleCallByTts',
            CalledNumber: aliyunPhoneNumber(msg.to),
            TtsCode: voice.ttsCode,
            TtsParam: JSON.stringify({ code: msg.code }),
            ...(voice.showNumber ? { CalledShowNumber: voice.showNumber } : {}),
          },
        ]
      : [
          this.opts.endpoint,
          {
            Action: 'SendSms',
            PhoneNumbers: aliyunPhoneNumber(msg.to),
            SignName: this.opts.signName,
            TemplateCode: this.opts.templateCode,
            TemplateParam: JSON.stringify({ code: msg.code }),
          },
        ];
    const params: Record<string, string> = {
      ...action,
      AccessKeyId: this.opts.accessKeyId,
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: this.now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const body = new URLSearchParams({ ...params, Signature: aliyunSignature(params, this.opts.accessKeySecret) });
    let answer: { Code?: string; Message?: string; RequestId?: string };
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
      answer = (await res.json()) as typeof answer;
    } catch (err) {
      this.log.warn({ sms: { to: maskTarget(msg.to), channel: msg.channel }, err: (err as Error).message }, 'sms gateway unreachable');
      throw new SmsSendError('failed', 'UNREACHABLE', (err as Error).message);
    }
    const code = answer.Code ?? 'NO_CODE';
    if (code === 'OK') {
      this.log.info({ sms: { to: maskTarget(msg.to), channel: msg.channel, requestId: answer.RequestId } }, 'sms sent (aliyun)');
      return;
    }
    // The vendor's words go to the operator's log only; the caller gets a catalogue message.
    this.log.warn({ sms: { to: maskTarget(msg.to), channel: msg.channel, requestId: answer.RequestId, vendorCode: code, vendorMessage: answer.Message } }, 'sms gateway refused');
    throw new SmsSendError(NUMBER_CODES.has(code) ? 'number' : RATE_CODES.has(code) ? 'rate' : 'failed', code, answer.Message ?? code);
  }
}
