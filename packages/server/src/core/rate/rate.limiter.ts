import type { ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { Clock } from '../../lib/clock';
import { isWithin, retryAfterSeconds, windowStart, type RateRule } from './rate.rules';
import type { RateStore } from './rate.store';

export interface RateCheck {
  /** Names the budget: `sms:ip:<address>`, `sms:global`, `qr:ip:<address>`... */
  key: string;
  rule: RateRule;
}

/**
 * The one way to bound how often something may happen: SMS sends, anonymous writes, renders. Limits are declared in
 * `LIMITS.rate` (contract) and checked here; a refusal is the catalogue's "too many attempts, retry later".
 */
export function rateLimiter(store: RateStore, clock: Clock) {
  /**
   * Spends one hit of every budget named, all or nothing: when one is exhausted, the hits already taken on the
   * others are given back, so a refused request costs no budget. Answers the first exhausted check, or null.
   */
  async function take(checks: RateCheck[]): Promise<{ check: RateCheck; retryAfter: number } | null> {
    const now = clock.now().getTime();
    const taken: { key: string; start: number; windowMs: number }[] = [];
    for (const check of checks) {
      const start = windowStart(now, check.rule.windowMs);
      const count = await store.hit(check.key, start, check.rule.windowMs);
      taken.push({ key: check.key, start, windowMs: check.rule.windowMs });
      if (!isWithin(count, check.rule)) {
        await Promise.all(taken.map((t) => store.undo(t.key, t.start, t.windowMs)));
        return { check, retryAfter: retryAfterSeconds(now, check.rule) };
      }
    }
    return null;
  }

  /** Like `take`, but a refusal throws the catalogue error (TOO_MANY_ATTEMPTS unless told otherwise). */
  async function enforce(checks: RateCheck[], code: ErrorCode = 'TOO_MANY_ATTEMPTS', field?: string): Promise<void> {
    const refused = await take(checks);
    if (refused) throw new DomainError(code, { ...(field ? { field } : {}), data: { retryAfterSeconds: refused.retryAfter } });
  }

  return { take, enforce };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
