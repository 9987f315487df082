import { sha256 } from '../../src/lib/hash';
import { newSession, type FactoryCtx } from '../factories';

/**
 * Live sessions of `user`, one per call and never handed out twice, written `batch` at a time in one insert instead
 * of one insert each (the contract sweep needs hundreds). Each batch copies a session issued by the real session code
 * (newSession), changing only its id and token, so the rows are what sign-in writes; a row the session code would
 * not read as the user's live session shows as a 302 where the sweep expects its refusals.
 *
 * Only for sessions no handler can end while they wait (a password change ends all the user's other sessions).
 */
export function sessionPool(ctx: FactoryCtx, user: { id: string; phoneIdEcr: string }, batch = 100) {
  const ready: string[] = [];
  let refilling: Promise<void> | undefined;
  async function refill() {
    const first = await newSession(ctx, user);
    const row = (await ctx.db.session.findUnique({ where: { tokenHash: sha256(first) } }))!;
    const tokens = Array.from({ length: batch - 1 }, () => ctx.ids.token());
    await ctx.db.session.createMany({ data: tokens.map((token) => ({ ...row, id: ctx.ids.id(), tokenHash: sha256(token) })) });
    ready.push(first, ...tokens);
  }
  return async function next(): Promise<string> {
    while (!ready.length)
      await (refilling ??= refill().finally(() => {
        refilling = undefined;
      }));
    return ready.pop()!;
  };
}
