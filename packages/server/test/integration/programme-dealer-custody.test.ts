import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newAgent, newCustody, newUser, type FactoryUser } from '../factories';

/**
 * Custody (trusteeship, issue 18) through the typed client on a real database: request, accept, decline, withdraw;
 * only customer service disconnects; dealers cannot operate custody; the custodian edits the card; routes marked
 * blockedInCustody are refused to the owner while the card is in custody; others' ids answer CUSTODY_NOT_FOUND.
 */
let t: TestApp;
let agent: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  agent = await newAgent(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const p = () => t.api.programme;
const messagesOf = async (userId: string) => (await t.ctx.db.message.findMany({ where: { userId, subjectType: 'custody' }, select: { title: true } })).map((m) => m.title).sort();
const ask = (owner: FactoryUser, custodian: FactoryUser, note = '') => p().requestCustody({ token: owner.token, body: { custodianIdEcr: custodian.phoneIdEcr, note } });

describe(`custody (${testEngine()})`, () => {
  it('owner asks, custodian accepts, the card shows in the custody home and search; only an agent ends it', async () => {
    const owner = await newUser(t.ctx, { name: '托管测试甲' });
    const custodian = await newUser(t.ctx);
    const asked = okOf(await ask(owner, custodian, '帮我管理'));
    expect(asked).toMatchObject({ status: 'requested', note: '帮我管理', custodian: { phoneIdEcr: custodian.phoneIdEcr } });
    expect(okOf(await p().findCustodyIndex({ token: custodian.token, query: {} }))).toMatchObject({ requestedCount: 1, activeCount: 0, isDealer: false, isAgent: false });
    expect(await messagesOf(custodian.id)).toEqual(['名片托管申请']);
    // A second request while one is open is refused, and so is someone else accepting it.
    expect(refusalOf(await ask(owner, await newUser(t.ctx))).code).toBe('CUSTODY_OPEN_EXISTS');
    const stranger = await newUser(t.ctx);
    expect(refusalOf(await p().acceptCustody({ token: stranger.token, body: { custodyId: asked.id } }))).toMatchObject({ code: 'CUSTODY_NOT_FOUND', field: 'custodyId' });

    expect(okOf(await p().acceptCustody({ token: custodian.token, body: { custodyId: asked.id } })).status).toBe('active');
    expect(await messagesOf(owner.id)).toEqual(['名片托管已生效']);
    const list = okOf(await p().findCustodyHome({ token: custodian.token, query: { status: 'active' } }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: asked.id, owner: { phoneIdEcr: owner.phoneIdEcr, name: '托管测试甲' } });
    expect(okOf(await p().searchCustody({ token: custodian.token, query: { keyword: '测试甲' } })).total).toBe(1);
    expect(okOf(await p().searchCustody({ token: custodian.token, query: { keyword: '没有这个' } })).total).toBe(0);

    // Neither side ends an accepted custody.
    expect(refusalOf(await p().cancelCustodyRequest({ token: owner.token, body: { custodyId: asked.id } })).code).toBe('CUSTODY_AGENT_ONLY');
    expect(refusalOf(await p().declineCustody({ token: custodian.token, body: { custodyId: asked.id } })).code).toBe('CUSTODY_AGENT_ONLY');
    expect(refusalOf(await p().disconnectCustody({ token: owner.token, body: { custodyId: asked.id, reason: '不要了' } })).code).toBe('NO_PERMISSION');

    // The agent finds and ends it; both sides see the reason; a second disconnect finds it changed.
    const rows = okOf(await p().findAgentCustodies({ token: agent.token, body: { status: 'active', keyword: '托管测试甲' } }));
    expect(rows.items.map((r) => r.id)).toContain(asked.id);
    expect(refusalOf(await p().disconnectCustody({ token: agent.token, body: { custodyId: asked.id, reason: '' } })).field).toBe('reason');
    expect(okOf(await p().disconnectCustody({ token: agent.token, body: { custodyId: asked.id, reason: '用户申请' } }))).toMatchObject({ status: 'ended', endReason: '用户申请' });
    expect(refusalOf(await p().disconnectCustody({ token: agent.token, body: { custodyId: asked.id, reason: '再次' } })).code).toBe('CUSTODY_STATE_CHANGED');
    expect(await messagesOf(owner.id)).toEqual(['名片托管已生效', '客服已解除名片托管'].sort());
    expect(await messagesOf(custodian.id)).toEqual(['名片托管申请', '客服已解除名片托管'].sort());
    expect(okOf(await p().findCustodyIndex({ token: owner.token, query: {} })).mine).toMatchObject({ status: 'ended', endReason: '用户申请' });
    // Ended: the owner may ask again.
    expect(okOf(await ask(owner, custodian)).status).toBe('requested');
  });

  it('the owner withdraws a request; the custodian declines one', async () => {
    const owner = await newUser(t.ctx);
    const custodian = await newUser(t.ctx);
    const a = okOf(await ask(owner, custodian));
    expect(refusalOf(await p().cancelCustodyRequest({ token: custodian.token, body: { custodyId: a.id } })).code).toBe('CUSTODY_NOT_FOUND');
    expect(okOf(await p().cancelCustodyRequest({ token: owner.token, body: { custodyId: a.id } })).status).toBe('ended');
    const b = okOf(await ask(owner, custodian));
    expect(okOf(await p().declineCustody({ token: custodian.token, body: { custodyId: b.id } })).status).toBe('declined');
    expect(refusalOf(await p().acceptCustody({ token: custodian.token, body: { custodyId: b.id } })).code).toBe('CUSTODY_STATE_CHANGED');
  });

  it("refuses oneself, an unknown card, a dealer as custodian, and dealers on the custodian's screens", async () => {
    const owner = await newUser(t.ctx);
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    expect(refusalOf(await ask(owner, owner))).toMatchObject({ code: 'CUSTODY_SELF', field: 'custodianIdEcr' });
    expect(refusalOf(await p().requestCustody({ token: owner.token, body: { custodianIdEcr: 'nobody-here', note: '' } }))).toMatchObject({
      code: 'CUSTODIAN_NOT_FOUND',
      field: 'custodianIdEcr',
    });
    expect(refusalOf(await ask(owner, dealer))).toMatchObject({ code: 'CUSTODY_DEALER', field: 'custodianIdEcr' });
    expect(refusalOf(await p().findCustodyHome({ token: dealer.token, query: {} })).code).toBe('CUSTODY_DEALER');
    expect(refusalOf(await p().saveCustodyPoster({ token: dealer.token, body: { posterTitle: '托管', posterText: '' } })).code).toBe('CUSTODY_DEALER');
    // Made a dealer after being asked: cannot accept.
    const later = await newUser(t.ctx);
    const c = okOf(await ask(owner, later));
    await t.ctx.db.userRole.create({ data: { userId: later.id, role: 'dealer' } });
    expect(refusalOf(await p().acceptCustody({ token: later.token, body: { custodyId: c.id } })).code).toBe('CUSTODY_DEALER');
    expect(okOf(await p().findCustodyIndex({ token: later.token, query: {} })).isDealer).toBe(true);
    expect(okOf(await p().findCustodyIndex({ token: agent.token, query: {} })).isAgent).toBe(true);
  });

  it("stops at the custodian's cap: the last one accepted, one past it refused", async () => {
    const custodian = await newUser(t.ctx);
    const max = LIMITS.programmeDealer.custodianCardsMax;
    for (let i = 0; i < max - 1; i++) await newCustody(t.ctx, { id: t.ctx.ids.id() }, custodian, 'active');
    const last = await newUser(t.ctx);
    okOf(await ask(last, custodian));
    expect(refusalOf(await ask(await newUser(t.ctx), custodian)).code).toBe('CUSTODIAN_FULL');
  });

  it('two requests of one owner at once: one open custody', async () => {
    const owner = await newUser(t.ctx);
    const [a, b] = await Promise.all([ask(owner, await newUser(t.ctx)), ask(owner, await newUser(t.ctx))]);
    expect([a, b].map((r) => (r.body as { code: string }).code).sort()).toEqual(['CUSTODY_OPEN_EXISTS', 'OK']);
    expect(await t.ctx.db.dealerCustody.count({ where: { ownerId: owner.id, status: 'requested' } })).toBe(1);
  });

  it('the custodian edits the card in custody; not after it ends; nobody else can', async () => {
    const owner = await newUser(t.ctx);
    const custodian = await newUser(t.ctx);
    const { id } = await newCustody(t.ctx, owner, custodian, 'active');
    const card = okOf(await p().findCustodyCard({ token: custodian.token, query: { custodyId: id } }));
    expect(card.owner.phoneIdEcr).toBe(owner.phoneIdEcr);
    const body = { custodyId: id, name: '托管改名', company: '新公司', department: '', position: '经理', taxNumber: '', landline: '', fax: '', email: '' };
    expect(okOf(await p().updateCustodyCard({ token: custodian.token, body }))).toMatchObject({ name: '托管改名', company: '新公司', position: '经理' });
    expect((await t.ctx.db.card.findUnique({ where: { userId: owner.id } }))!.name).toBe('托管改名');
    expect(refusalOf(await p().updateCustodyCard({ token: custodian.token, body: { ...body, name: '' } })).field).toBe('name');
    expect(refusalOf(await p().updateCustodyCard({ token: owner.token, body })).code).toBe('CUSTODY_NOT_FOUND');
    expect(refusalOf(await p().findCustodyCard({ token: (await newUser(t.ctx)).token, query: { custodyId: id } })).code).toBe('CUSTODY_NOT_FOUND');
    okOf(await p().disconnectCustody({ token: agent.token, body: { custodyId: id, reason: '结束' } }));
    expect(refusalOf(await p().updateCustodyCard({ token: custodian.token, body })).code).toBe('CUSTODY_NOT_FOUND');
  });

  it('the poster: saved, sensitive words refused, shown on the request screen', async () => {
    const custodian = await newUser(t.ctx);
    const saved = okOf(await p().saveCustodyPoster({ token: custodian.token, body: { posterTitle: '名片托管', posterText: '专业代管<b>名片</b>' } }));
    expect(saved).toMatchObject({ posterTitle: '名片托管', posterText: '专业代管<b>名片</b>' });
    expect(saved.requestUrl).toContain(`custodian=${custodian.phoneIdEcr}`);
    expect(saved.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(refusalOf(await p().saveCustodyPoster({ token: custodian.token, body: { posterTitle: '', posterText: '' } })).field).toBe('posterTitle');
    expect(refusalOf(await p().saveCustodyPoster({ token: custodian.token, body: { posterTitle: 'x'.repeat(LIMITS.programmeDealer.posterTitleMax + 1), posterText: '' } })).field).toBe(
      'posterTitle',
    );
    const owner = await newUser(t.ctx);
    expect(okOf(await p().findCustodian({ token: owner.token, query: { custodianIdEcr: custodian.phoneIdEcr } }))).toMatchObject({ posterTitle: '名片托管', isSelf: false });
  });

  it('while the card is in custody the owner cannot change the bound phone or unbind WeChat', async () => {
    const owner = await newUser(t.ctx);
    const custodian = await newUser(t.ctx);
    const { id } = await newCustody(t.ctx, owner, custodian, 'active');
    expect(refusalOf(await t.api.security.unBindWeChatOpenId({ token: owner.token, body: {} })).code).toBe('CUSTODY_BLOCKED');
    expect(refusalOf(await t.api.security.unBindWeChatUnionId({ token: owner.token, body: {} })).code).toBe('CUSTODY_BLOCKED');
    // The custodian is not blocked by someone else's custody.
    okOf(await t.api.security.unBindWeChatOpenId({ token: custodian.token, body: {} }));
    okOf(await p().disconnectCustody({ token: agent.token, body: { custodyId: id, reason: '结束' } }));
    okOf(await t.api.security.unBindWeChatOpenId({ token: owner.token, body: {} }));
  });
});
