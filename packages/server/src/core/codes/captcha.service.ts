import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { captchaTextFromDigits, renderCaptchaPng } from './captcha-image';
import { secretsRepository } from './secrets.repository';
import { isLiveSecret } from './secrets.rules';

const CAPTCHA_TTL_SECONDS = 300;
const TARGET = 'captcha';

/** Graphic captchas (rgRand): the answer is kept hashed with an expiry, and each image allows exactly one guess. */
export function captchaService(ctx: AppContext) {
  const repo = secretsRepository(ctx.db);
  const answerHash = (id: string, answer: string) => sha256(`captcha|${id}|${answer.trim().toUpperCase()}`);

  /** A new captcha for a client address: drawing one costs CPU and a row, so each address has a budget a minute. */
  async function create(address: string) {
    await ctx.limiter.enforce([{ key: `captcha:ip:${address}`, rule: { max: LIMITS.auth.captchaPerAddressPerMinute, windowMs: 60_000 } }], 'TOO_MANY_ATTEMPTS', 'captcha');
    const now = ctx.clock.now();
    const captchaId = ctx.ids.id();
    const text = captchaTextFromDigits(ctx.ids.code(8));
    await repo.insertSecret({
      id: captchaId,
      target: TARGET,
      purpose: 'captcha',
      codeHash: answerHash(captchaId, text),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      createdAt: now,
    });
    const png = await renderCaptchaPng(text, Math.random);
    return { captchaId, image: `data:image/png;base64,${png.toString('base64')}`, expiresInSeconds: CAPTCHA_TTL_SECONDS };
  }

  /** Spends the captcha whatever the answer, so an image cannot be guessed at repeatedly. */
  async function verify(captchaId: string, answer: string) {
    const wrong = () => new DomainError('CODE_WRONG', { field: 'captcha', data: { captchaRequired: true } });
    if (!captchaId || !answer) throw wrong();
    const now = ctx.clock.now();
    const row = await repo.findSecret(captchaId, 'captcha');
    if (!row || !isLiveSecret(row, TARGET, now)) throw wrong();
    const { count } = await repo.spendSecret(row.id, now);
    if (count !== 1 || row.codeHash !== answerHash(captchaId, answer)) throw wrong();
  }

  return { create, verify };
}
