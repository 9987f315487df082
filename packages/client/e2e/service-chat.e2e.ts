import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * Live online service (issue 17) at 375x667, two phones: a new user taps 客服中心 → 在线客服 in the management centre
 * and sends a question; an agent (a user given the customer-service role) taps 客服工作台, sees it waiting with its
 * unread badge, takes it and replies; the user sees the reply without reloading. Then the user's phone goes offline,
 * the agent sends two more, and once back online the user sees both, each exactly once.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const texts = (page: Page) => page.$$eval('[data-testid=chat-msg] [data-testid=chat-text]', (els) => els.map((e) => e.textContent ?? ''));

it('a user and an agent chat live; messages sent while the user is offline arrive once when back', async () => {
  const shot = shooter('service-chat');
  const agentUser = await registerUser('136');
  await prepareUser(agentUser.mobile, { role: 'customerService' });
  const user = await signedInPhone(browser, { prefix: '135' });
  const agent = await signedInPhone(browser, { user: agentUser });
  const u = user.page;
  const a = agent.page;

  // The user: management centre → 客服中心 → 在线客服.
  await u.goto('/multipage/acc/acc_home');
  await u.click('[data-testid=home-service]');
  await u.waitForURL('**/customer/client/home');
  await u.click('[data-testid=help-go-online]');
  await u.waitForURL('**/customer/client/onlineService');
  await u.waitForSelector('[data-testid=chat-welcome]');
  await shot(u, 'user-welcome');
  const question = '你好，我的名片怎么分享到微信？';
  await u.fill('[data-testid=chat-input]', question);
  await u.click('[data-testid=chat-send]');
  await u.waitForSelector(`[data-testid=chat-msg][data-mine="1"]:has-text("${question}")`);
  await u.waitForSelector('[data-testid=chat-info]:has-text("正在为您接入客服")');
  await shot(u, 'user-sent');
  const mine = await apiPost('/customerService/online/findMyConversation.xhtml', {}, user.user.token);
  const conversationId = mine.resultSets.conversation.id as string;

  // The agent: management centre → 客服工作台; the question waits with its unread badge; tapping takes it.
  await a.goto('/multipage/acc/acc_home');
  await a.click('[data-testid=home-service-desk]');
  await a.waitForURL('**/customer/service/onlineList');
  const row = `[data-testid=chat-list-waiting] [data-testid=chat-row][data-id="${conversationId}"]`;
  await a.waitForSelector(row);
  expect((await a.textContent(`${row} [data-testid=chat-row-unread]`))?.trim()).toBe('1');
  expect(await a.textContent(`${row} [data-testid=chat-row-last]`)).toContain(question);
  await shot(a, 'agent-waiting');
  await a.click(row);
  await a.waitForURL(`**/customer/service/onlineService/${conversationId}`);
  await a.waitForSelector(`[data-testid=chat-msg][data-mine="0"]:has-text("${question}")`);
  const reply = '您好，打开名片点右上角分享即可。';
  await a.fill('[data-testid=chat-input]', reply);
  await a.click('[data-testid=chat-send]');
  await a.waitForSelector(`[data-testid=chat-msg][data-mine="1"]:has-text("${reply}")`);
  await shot(a, 'agent-replied');

  // The user sees the reply live (socket, or the HTTP fallback's polling), and who is serving.
  await u.waitForSelector(`[data-testid=chat-msg][data-mine="0"]:has-text("${reply}")`, { timeout: 15_000 });
  await u.waitForSelector('[data-testid=chat-info]:has-text("为您服务")', { timeout: 15_000 });
  await shot(u, 'user-got-reply');
  // Both sides are on the socket here (the test below covers the screens without it).
  await u.waitForSelector('[data-testid=chat-conn][data-state=open]');
  await a.waitForSelector('[data-testid=chat-conn][data-state=open]');

  // The user's phone drops off the network; the agent sends two messages meanwhile.
  await user.context.setOffline(true);
  await u.waitForSelector('[data-testid=chat-conn][data-state=reconnecting]');
  const later = ['第一条：分享前可以先设置名片封面。', '第二条：还有问题随时联系我们。'];
  for (const text of later) {
    await a.fill('[data-testid=chat-input]', text);
    await a.click('[data-testid=chat-send]');
    await a.waitForSelector(`[data-testid=chat-msg][data-mine="1"]:has-text("${text}")`);
  }
  await shot(a, 'agent-sent-while-user-offline');
  await shot(u, 'user-offline');
  expect(await texts(u)).toEqual([question, reply]);

  // Back online: both arrive, each once, in order. The phone catches up twice: over HTTP (findMessages, at once) and
  // through the reopened socket (`resume`, answered with a message frame for each message after its afterSeq).
  // Both rounds are waited for, so neither can add anything after the list is read.
  const catchUps = new Set<Request>();
  u.on('request', (r) => {
    if (r.url().includes('/customerService/online/findMessages')) catchUps.add(r);
  });
  u.on('requestfinished', (r) => {
    catchUps.delete(r);
  });
  u.on('requestfailed', (r) => {
    catchUps.delete(r);
  });
  const resumed = { afterSeq: -1, answered: 0 };
  u.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      const frame = JSON.parse(String(f.payload)) as { type: string; afterSeq?: number };
      if (frame.type === 'resume') Object.assign(resumed, { afterSeq: frame.afterSeq, answered: 0 });
    });
    ws.on('framereceived', (f) => {
      if ((JSON.parse(String(f.payload)) as { type: string }).type === 'message' && resumed.afterSeq >= 0) resumed.answered += 1;
    });
  });
  await user.context.setOffline(false);
  await u.waitForSelector(`[data-testid=chat-msg]:has-text("${later[1]}")`, { timeout: 20_000 });
  await u.waitForSelector('[data-testid=chat-conn][data-state=open]', { timeout: 20_000 });
  await expect.poll(() => resumed.afterSeq >= 0 && resumed.answered >= 4 - resumed.afterSeq && catchUps.size === 0, { timeout: 10_000 }).toBe(true);
  expect(await texts(u)).toEqual([question, reply, ...later]);
  const seqs = await u.$$eval('[data-testid=chat-msg]', (els) => els.map((e) => Number(e.getAttribute('data-seq'))));
  expect(seqs).toEqual([1, 2, 3, 4]);
  expect(await u.locator('[data-testid=chat-pending]').count()).toBe(0);
  await shot(u, 'user-back-online');
  await agent.context.close();
  await user.context.close();
});

it('without the socket (the server refuses it) both sides chat through the HTTP calls; a conversation taken by another agent is refused with its message', async () => {
  const shot = shooter('service-chat-http');
  const [agentUser, otherAgentUser] = [await registerUser('136'), await registerUser('137')];
  await prepareUser(agentUser.mobile, { role: 'customerService' });
  await prepareUser(otherAgentUser.mobile, { role: 'customerService' });
  const user = await signedInPhone(browser, { prefix: '135' });
  const agent = await signedInPhone(browser, { user: agentUser });
  const other = await signedInPhone(browser, { user: otherAgentUser });
  // No phone can keep a socket (as before the server had one, or behind a proxy that drops upgrades): every one is
  // closed as soon as it opens, so everything below goes through sendMessage and polling.
  for (const p of [user, agent, other])
    await p.context.routeWebSocket(/\/customerService\/online\/socket/, (ws) => {
      void ws.close();
    });
  const [u, a, b] = [user.page, agent.page, other.page];

  await u.goto('/multipage/acc/acc_home');
  await u.click('[data-testid=home-service]');
  await u.click('[data-testid=help-go-online]');
  await u.waitForSelector('[data-testid=chat-welcome]');
  const question = '请问发票怎么开？';
  await u.fill('[data-testid=chat-input]', question);
  await u.click('[data-testid=chat-send]');
  await u.waitForSelector(`[data-testid=chat-msg][data-mine="1"]:has-text("${question}")`);
  await u.waitForSelector('[data-testid=chat-conn][data-state=reconnecting]');
  const conversationId = (await apiPost('/customerService/online/findMyConversation.xhtml', {}, user.user.token)).resultSets.conversation.id as string;
  const row = `[data-testid=chat-list-waiting] [data-testid=chat-row][data-id="${conversationId}"]`;

  // The other agent's desk shows it waiting, and keeps showing that list (its refreshes answer what it first saw).
  const stale = await apiPost('/customerService/online/onlineList.xhtml', { tab: 'waiting', pageIndex: '1', pageSize: '20' }, otherAgentUser.token);
  await b.route('**/customerService/online/onlineList.xhtml', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stale) }));
  await b.goto('/multipage/acc/acc_home');
  await b.click('[data-testid=home-service-desk]');
  await b.waitForSelector(row);

  // The agent takes it first; the other agent's tap is refused with the catalogue message and stays on the desk.
  await a.goto('/multipage/acc/acc_home');
  await a.click('[data-testid=home-service-desk]');
  await a.click(row);
  await a.waitForURL(`**/customer/service/onlineService/${conversationId}`);
  await b.click(row);
  await b.waitForSelector('[data-testid=toast]:has-text("该会话已由其他客服接待")');
  expect(b.url()).toContain('/customer/service/onlineList');
  await shot(b, 'other-agent-taken');

  const reply = '在订单详情里申请即可。';
  await a.fill('[data-testid=chat-input]', reply);
  await a.click('[data-testid=chat-send]');
  // The reply comes by polling findMessages while the socket is down; the user's next message by sendMessage.
  await u.waitForSelector(`[data-testid=chat-msg][data-mine="0"]:has-text("${reply}")`, { timeout: 15_000 });
  await u.fill('[data-testid=chat-input]', '好的，谢谢');
  await u.click('[data-testid=chat-send]');
  await a.waitForSelector('[data-testid=chat-msg][data-mine="0"]:has-text("好的，谢谢")', { timeout: 15_000 });
  expect(await texts(u)).toEqual([question, reply, '好的，谢谢']);
  expect(await texts(a)).toEqual([question, reply, '好的，谢谢']);
  await shot(u, 'user-over-http');

  // The user ends the conversation (asked once more first); a new one can be started; the agent's side sees the end.
  await u.click('[data-testid=chat-close]');
  await u.click('[data-testid=chat-close]');
  await u.waitForSelector('[data-testid=chat-closed]:has-text("会话已结束")');
  await shot(u, 'user-closed');
  await a.waitForSelector('[data-testid=chat-closed]', { timeout: 15_000 });
  await shot(a, 'agent-sees-closed');
  await u.click('[data-testid=chat-new]');
  await u.waitForSelector('[data-testid=chat-welcome]');
  for (const p of [user, agent, other]) await p.context.close();
});

it('a long conversation opens on its newest messages, in view above the input bar, and scrolls back page by page', async () => {
  const shot = shooter('service-chat-history');
  const user = await signedInPhone(browser, { prefix: '135' });
  const token = user.user.token;
  const started = await apiPost('/customerService/online/startConversation.xhtml', {}, token);
  const conversationId = started.resultSets.id as string;
  for (let i = 1; i <= 25; i++) {
    const sent = await apiPost('/customerService/online/sendMessage.xhtml', { conversationId, clientMsgId: `hist-${i}`, text: `第${i}条消息` }, token);
    expect(sent.status).toBe(200);
  }
  const u = user.page;
  await u.goto('/multipage/acc/acc_home');
  await u.click('[data-testid=home-service]');
  await u.click('[data-testid=help-go-online]');
  await u.waitForSelector('[data-testid=chat-msg][data-seq="25"]');
  const seqs = () => u.$$eval('[data-testid=chat-msg]', (els) => els.map((e) => Number(e.getAttribute('data-seq'))));
  expect(await seqs()).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
  // The newest message is on screen, not hidden under the fixed input bar.
  const last = await u.locator('[data-testid=chat-msg][data-seq="25"]').boundingBox();
  const bar = await u.locator('[data-testid=chat-bar]').boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
  await shot(u, 'newest');
  await u.evaluate(() => window.scrollTo(0, 0));
  await u.click('[data-testid=chat-older]');
  await u.waitForSelector('[data-testid=chat-msg][data-seq="1"]');
  expect(await seqs()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  expect(await u.locator('[data-testid=chat-older]').count()).toBe(0);
  // The reader stays where they were: the message that was first is still on screen, below the top bars.
  const kept = await u.locator('[data-testid=chat-msg][data-seq="6"]').boundingBox();
  expect(kept!.y).toBeGreaterThan(0);
  expect(kept!.y).toBeLessThan(667);
  await shot(u, 'scrolled-back');
  await user.context.close();
});

it('an agent who opens a waiting conversation by its link reads it without taking it, and takes it with 接入', async () => {
  const shot = shooter('service-chat-link');
  const agentUser = await registerUser('136');
  await prepareUser(agentUser.mobile, { role: 'customerService' });
  const customer = await registerUser('135');
  const conv = await apiPost('/customerService/online/startConversation.xhtml', { text: '链接打开的会话' }, customer.token);
  const id = conv.resultSets.id as string;
  const agent = await signedInPhone(browser, { user: agentUser });
  const a = agent.page;
  await a.goto(`/multipage/customer/service/onlineService/${id}`);
  await a.waitForSelector('[data-testid=chat-text]:has-text("链接打开的会话")');
  await a.waitForSelector('[data-testid=chat-accept]');
  expect(await a.locator('[data-testid=chat-input]').count()).toBe(0);
  expect(await a.locator('[data-testid=chat-close]').count()).toBe(0);
  await shot(a, 'opened-by-link');
  const mine = async () => (await apiPost('/customerService/online/findMyConversation.xhtml', {}, customer.token)).resultSets.conversation.status as string;
  expect(await mine()).toBe('waiting');
  await a.click('[data-testid=chat-accept]');
  await a.waitForSelector('[data-testid=chat-input]');
  await a.waitForSelector('[data-testid=chat-close]');
  expect(await mine()).toBe('active');
  await shot(a, 'accepted');
  await agent.context.close();
});
