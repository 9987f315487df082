import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage { to: string; channel: 'sms' | 'voice'; text: string; code?: string; sentAt: string }

/** Sends SMS and voice codes. The local implementation logs each message and keeps the last ones in an outbox. */
export interface SmsProvider {
  send(msg: Omit<SmsMessage, 'sentAt'>): Promise<void>;
  /** Only the local provider has an outbox; real gateways return undefined. */
  outbox?(to?: string): SmsMessage[];
}

export class LocalSmsProvider implements SmsProvider {
  private messages: SmsMessage[] = [];
  constructor(private log: Pick<FastifyBaseLogger, 'info'>, private keep = 200) {}

  async send(msg: Omit<SmsMessage, 'sentAt'>) {
    const entry = { ...msg, sentAt: new Date().toISOString() };
    this.messages.push(entry);
    if (this.messages.length > this.keep) this.messages.shift();
    this.log.info({ sms: entry }, 'sms sent (local outbox)');
  }

  outbox(to?: string) {
    const list = to ? this.messages.filter((m) => m.to === to) : this.messages;
    return [...list].reverse();
  }
}
