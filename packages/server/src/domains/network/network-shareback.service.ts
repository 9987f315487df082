import { readPhone, messageColumns, type TShareBackInput } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { authService } from '../account';
import { visitorKeyOf } from '../card';
import { radarRepository } from './network-radar.repository';
import { contactRoomRefusal } from './network-exchange.rules';
import { SHARE_BACK_MESSAGES } from './network-shareback.messages';
import { shareBackRepository } from './network-shareback.repository';
import { isWithdrawToken, shareBackBudgetKey, shareBackNameKey, shareBackRefusal, SHARE_BACK_RULE, withdrawBudgetKey, withdrawHashOf, WITHDRAW_RULE } from './network-shareback.rules';

/** Who calls: the address, the browser's verified visitor cookie (the radar lists the lead under it) and the session's user. */
export interface ShareBackCaller {
  address: string;
  visitorId: string | null;
  viewerId: string | null;
}

/**
 * Share back (issue 34): a visitor without an account leaves name, mobile, company and title on a card. The code
 * (purpose shareBack, sent by getVerificationCode under the sign-up budgets) proves the mobile and is spent only once
 * everything else passed; then, in one transaction, the owner's contact (source shareBack), the radar's lead and
 * the owner's message. One row per card and mobile: a repeat replaces the details. Withdrawing removes all three.
 */
export function shareBackService(ctx: AppContext) {
  const repo = shareBackRepository(ctx.db);
  const filter = textFilter(ctx);

  /** The code's refusals (expired, used, too many tries) name the code field the visitor typed it in. */
  const verify = (mobile: string, code: string) => {
    const { region, national } = readPhone(mobile);
    return authService(ctx)
      .verifyCode(region, national, 'shareBack', code, true)
      .then(
        () => ({ region, national }),
        (err: unknown) => {
          throw err instanceof DomainError && !err.details?.field ? new DomainError(err.code, { ...err.details, field: 'code' }) : err;
        },
      );
  };

  async function ownerOf(phoneIdEcr: string) {
    const owner = await radarRepository(ctx.db).ownerByPublicId(phoneIdEcr);
    if (!owner) throw new DomainError('RADAR_CARD_NOT_FOUND', { field: 'phoneIdEcr' });
    return owner;
  }

  async function shareBack(b: TShareBackInput, caller: ShareBackCaller) {
    await ctx.limiter.enforce([{ key: shareBackBudgetKey(caller.address), rule: SHARE_BACK_RULE }], 'SHARE_BACK_TOO_MANY', 'phoneIdEcr');
    const owner = await ownerOf(b.phoneIdEcr);
    const refusal = shareBackRefusal({ ownerId: owner.id, viewerId: caller.viewerId, consent: b.consent });
    if (refusal) throw new DomainError(refusal, { field: refusal === 'SHARE_BACK_CONSENT_REQUIRED' ? 'consent' : 'phoneIdEcr' });
    const company = b.company ?? '';
    const position = b.position ?? '';
    await filter.assertClean(b.name, 'name');
    if (company) await filter.assertClean(company, 'company');
    if (position) await filter.assertClean(position, 'position');
    const typed = readPhone(b.mobile);
    // A full book refuses before the code is spent; a repeat takes no new room.
    const had = await repo.ofMobile(owner.id, typed.region, typed.national);
    if (!had && contactRoomRefusal(await repo.contactCount(owner.id))) throw new DomainError('CONTACT_LIMIT', { field: 'phoneIdEcr' });
    const { region, national } = await verify(b.mobile, b.code);
    // Someone with an account exchanges cards with their own card; only proven now, so nobody learns it by guessing.
    if (await repo.accountWithPhone(region, national)) throw new DomainError('SHARE_BACK_HAS_ACCOUNT', { field: 'mobile' });
    const now = ctx.clock.now();
    const token = ctx.ids.token();
    const visitorKey = visitorKeyOf(caller.viewerId, caller.address, caller.visitorId);
    const data = { name: b.name.trim(), company: company.trim(), position: position.trim(), visitorKey, withdrawHash: withdrawHashOf(token) };
    return ctx.db.$transaction(async (tx) => {
      const r = shareBackRepository(tx);
      const existing = await r.ofMobile(owner.id, region, national);
      const row = existing
        ? await r.update(existing.id, { ...data, updatedAt: now })
        : await r.insert({ id: ctx.ids.id(), ownerId: owner.id, regionCode: region, phone: national, ...data, createdAt: now, updatedAt: now });
      if (existing) {
        await r.renameContact(owner.id, row.id, shareBackNameKey(row.name));
        // A new browser's repeat moves the lead to its visitor: the old one's event goes with it.
        if (existing.visitorKey !== visitorKey) await r.removeEvents(owner.id, existing.visitorKey);
      } else {
        await r.addContact({ id: ctx.ids.id(), ownerId: owner.id, contactId: row.id, nameKey: shareBackNameKey(row.name), createdAt: now });
      }
      await r.addEvent({ id: ctx.ids.id(), ownerId: owner.id, visitorKey, visitorId: caller.viewerId, createdAt: now });
      await r.countAction({ ownerId: owner.id, visitorKey, visitorId: caller.viewerId, at: now });
      const text = SHARE_BACK_MESSAGES.received(langOf(owner.language), row.name, Boolean(existing));
      await r.addMessage({ id: ctx.ids.id(), userId: owner.id, ...text, ...messageColumns('exchange', { type: 'shareBack', id: row.id }), createdAt: now });
      return { id: row.id, updated: Boolean(existing), withdrawToken: token };
    });
  }

  /** Removes a share back and what it put in the owner's book, radar and messages, in one transaction. */
  async function remove(row: { id: string; ownerId: string; visitorKey: string }) {
    await ctx.db.$transaction(async (tx) => {
      const r = shareBackRepository(tx);
      await r.removeContact(row.ownerId, row.id);
      await r.removeEvents(row.ownerId, row.visitorKey);
      await r.removeMessages(row.ownerId, row.id);
      await r.remove(row.id);
    });
    return { withdrawn: true as const };
  }

  async function withdrawByToken(token: string, address: string) {
    await ctx.limiter.enforce([{ key: withdrawBudgetKey(address), rule: WITHDRAW_RULE }], 'SHARE_BACK_TOO_MANY', 'token');
    const row = isWithdrawToken(token) ? await repo.byWithdrawHash(withdrawHashOf(token)) : null;
    if (!row) throw new DomainError('SHARE_BACK_NOT_FOUND', { field: 'token' });
    return remove(row);
  }

  async function withdrawByCode(b: { phoneIdEcr: string; mobile: string; code: string }, address: string) {
    await ctx.limiter.enforce([{ key: withdrawBudgetKey(address), rule: WITHDRAW_RULE }], 'SHARE_BACK_TOO_MANY', 'phoneIdEcr');
    const owner = await ownerOf(b.phoneIdEcr);
    const { region, national } = await verify(b.mobile, b.code);
    const row = await repo.ofMobile(owner.id, region, national);
    if (!row) throw new DomainError('SHARE_BACK_NOT_FOUND', { field: 'mobile' });
    return remove(row);
  }

  return { shareBack, withdrawByToken, withdrawByCode };
}
