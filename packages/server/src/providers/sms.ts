import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  to: string;
  channel: 'sms' | 'voice';
  text: string;
  code?: string;
  sentAt: string;
}

/** Sends SMS and voice codes. The local implementation logs each message and keeps the last ones in an outbox. */
export interface SmsProvider {
  send(msg: Omit<SmsMessage, 'sentAt'>): Promise<void>;
  /** Only the local provider has an outbox; real gateways return undefined. */
  outbox?(to?: string): SmsMessage[];
}

/**
 * A gateway's refusal, reduced to what the service may act on: `rate` (the gateway's own flow control for a
 * number), `number` (the number cannot receive), `failed` (credentials, template, network, anything else). The
 * vendor's code and text stay in `vendorCode` for the log and never reach the caller.
 */
export class SmsSendError extends Error {
  constructor(
    public readonly kind: 'rate' | 'number' | 'failed',
    public readonly vendorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * The local provider: messages go to an in-memory outbox (read by /dev/smsOutbox outside production) and the log.
 * With `hideCodes` (production, where it runs only by the operator's explicit opt-in) the log never holds a code.
 */
export class LocalSmsProvider implements SmsProvider {
  private messages: SmsMessage[] = [];
  constructor(
    private log: Pick<FastifyBaseLogger, 'info'>,
    private keep = 200,
    private hideCodes = false,
  ) {}

  async send(msg: Omit<SmsMessage, 'sentAt'>) {
    const entry = { ...msg, sentAt: new Date().toISOString() };
    this.messages.push(entry);
    if (this.messages.length > this.keep) this.messages.shift();
    if (this.hideCodes) this.log.info({ sms: { to: maskTarget(msg.to), channel: msg.channel, sentAt: entry.sentAt } }, 'sms sent (local outbox, code hidden)');
    else this.log.info({ sms: entry }, 'sms sent (local outbox)');
  }

  outbox(to?: string) {
    const list = to ? this.messages.filter((m) => m.to === to) : this.messages;
    return [...list].reverse();
  }
}

/** "+8613800138000" → "+86138****8000": enough for an operator to tell numbers apart in a log. */
export function maskTarget(to: string): string {
  return to.length > 8 ? `${to.slice(0, -8)}****${to.slice(-4)}` : '****';
}
