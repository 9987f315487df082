import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, nextAddress, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';
import { newAgent } from '../factories/service';
import { connectChat, is, socketUrl, type ChatClient } from './service-chat-socket.helpers';

/**
 * The radar's live notice and what it knows of a visitor (issue 31): a view of a card reaches its owner's open
 * socket within seconds as a `cardView` frame (a signed-in visitor by name, an anonymous one by device and city);
 * the owner can turn it off; the radar lists the device and city of anonymous visitors. The city comes from the
 * ip-city provider (a fixed table here: the ip2region reader has unit tests of its own).
 */
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const HANGZHOU = '203.0.113.9';

let t: TestApp;
let base: string;
const sockets: ChatClient[] = [];
beforeAll(async () => {
  t = await makeTestApp({ providers: { ipCity: { cityOf: (address: string) => (address === HANGZHOU ? '杭州市' : null) } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

/** The app's notice socket (features/network/live-visits.tsx opens it with role=notice). */
async function ownerSocket(owner: FactoryUser, role = 'notice') {
  const ticket = okOf(await t.api.service.findRealTimeConfig({ token: owner.token })).ticket;
  const s = await connectChat(`${socketUrl(base, ticket)}${role ? `&role=${role}` : ''}`);
  sockets.push(s);
  await s.next(is('ready'));
  return s;
}
const view = (owner: FactoryUser, o: { token?: string; ua?: string; address?: string } = {}) =>
  t.api.card.findMpBasicById({
    params: { phoneIdEcr: owner.phoneIdEcr },
    remoteAddress: o.address ?? nextAddress(),
    ...(o.token ? { token: o.token } : {}),
    ...(o.ua ? { extraHeaders: { 'user-agent': o.ua } } : {}),
  });

describe('live card views', () => {
  it("a signed-in visitor's view reaches the owner's open socket by name; an anonymous one by city and device", async () => {
    const owner = await newUser(t.ctx);
    const visitor = await newUser(t.ctx, { name: '王实时' });
    const s = await ownerSocket(owner);
    okOf(await view(owner, { token: visitor.token, ua: ANDROID }));
    const first = await s.next(is('cardView'));
    expect(first.view).toMatchObject({ person: { phoneIdEcr: visitor.phoneIdEcr, name: '王实时' }, device: 'android', city: null });
    okOf(await view(owner, { ua: IPHONE_WECHAT, address: HANGZHOU }));
    const [, second] = await s.collect(is('cardView'), 2);
    expect(second!.view).toMatchObject({ person: null, device: 'iphone', city: '杭州市' });
  });

  it("the owner's own view and a visitor's repeat within the window tell nothing", async () => {
    const owner = await newUser(t.ctx);
    const s = await ownerSocket(owner);
    okOf(await view(owner, { token: owner.token }));
    const again = await newUser(t.ctx, { name: '回访客' });
    okOf(await view(owner, { token: again.token }));
    okOf(await view(owner, { token: again.token }));
    const marker = await newUser(t.ctx, { name: '标记访客' });
    okOf(await view(owner, { token: marker.token }));
    await s.next((f): f is Extract<typeof f, { type: 'cardView' }> => f.type === 'cardView' && f.view.person?.name === '标记访客');
    // Told in order, each once: the repeat and the owner's own view are not among them.
    expect(s.frames.filter(is('cardView')).map((f) => f.view.person?.name)).toEqual(['回访客', '标记访客']);
  });

  it('turned off, the owner is told nothing (the radar still counts); on again, the next view is told', async () => {
    const owner = await newUser(t.ctx);
    const s = await ownerSocket(owner);
    expect(okOf(await t.api.network.setRadarLiveAlerts({ body: { on: false } as never, token: owner.token }))).toEqual({ liveAlerts: false });
    expect(okOf(await t.api.network.findRadarStats({ body: {}, token: owner.token })).liveAlerts).toBe(false);
    const quiet = await newUser(t.ctx, { name: '静默访客' });
    okOf(await view(owner, { token: quiet.token }));
    expect(okOf(await t.api.network.findRadarStats({ body: {}, token: owner.token })).todayVisitors).toBe(1);
    okOf(await t.api.network.setRadarLiveAlerts({ body: { on: 'on' } as never, token: owner.token }));
    const loud = await newUser(t.ctx, { name: '提醒访客' });
    okOf(await view(owner, { token: loud.token }));
    const told = await s.next(is('cardView'));
    // The first frame told is the later visitor's: the view made while off was never sent.
    expect(told.view.person?.name).toBe('提醒访客');
    expect(s.frames.filter(is('cardView'))).toHaveLength(1);
  });

  it('the setting refuses junk with the catalogue message naming the field, and needs a session', async () => {
    const owner = await newUser(t.ctx);
    for (const on of ['maybe', '', undefined]) {
      const r = refusalOf(await t.api.network.setRadarLiveAlerts({ body: (on === undefined ? {} : { on }) as never, token: owner.token }));
      expect(r.field).toBe('on');
    }
    expect(okOf(await t.api.network.findRadarStats({ body: {}, token: owner.token })).liveAlerts).toBe(true);
    const signedOut = await t.api.network.setRadarLiveAlerts({ body: { on: false } as never });
    expect((signedOut.body as { status: number }).status).toBe(302);
  });
});

describe('the notice socket', () => {
  it("an agent's notice socket does not make the agent online for chats; their chat socket does", async () => {
    const agent = await newAgent(t.ctx);
    const customer = await newUser(t.ctx);
    const online = async () => okOf(await t.api.service.findMyConversation({ token: customer.token })).agentsOnline;
    const before = await online();
    const notice = await ownerSocket(agent);
    expect(notice.frames.find(is('ready'))).toEqual({ type: 'ready', agent: false });
    expect(await online()).toBe(before);
    const chat = await ownerSocket(agent, '');
    expect(chat.frames.find(is('ready'))).toEqual({ type: 'ready', agent: true });
    expect(await online()).toBe(before + 1);
  });
});

describe('what the radar knows of a visitor', () => {
  it("lists an anonymous visitor's device and city, a signed-in one as the person, and keeps no address", async () => {
    const owner = await newUser(t.ctx);
    const named = await newUser(t.ctx, { name: '赵有名' });
    okOf(await view(owner, { ua: IPHONE_WECHAT, address: HANGZHOU }));
    okOf(await view(owner, { token: named.token, ua: ANDROID }));
    okOf(await view(owner, { ua: 'curl/8.5.0' }));
    const list = okOf(await t.api.network.findRadarVisitors({ body: {}, token: owner.token })).items;
    const byName = list.find((v) => v.person?.name === '赵有名')!;
    expect(byName).toMatchObject({ device: 'android', city: null });
    const anonymous = list.filter((v) => !v.person);
    expect(anonymous.map((v) => [v.device, v.city]).sort()).toEqual(
      [
        ['iphone', '杭州市'],
        ['other', null],
      ].sort(),
    );
    const rows = await t.ctx.db.cardVisit.findMany({ where: { ownerId: owner.id } });
    expect(JSON.stringify(rows)).not.toContain(HANGZHOU);
  });
});
