import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentAtCustomerHome, launch, shooter, signedInPhone } from './support/browser';
import { pngBytes } from './support/video';

/**
 * Service tickets at 375x667 (issue 17): from the management centre a user taps 客服中心 → 问题反馈, picks the problem
 * type, adds a proof picture (and removes a second one), writes the details and a contact, goes back and forward
 * without losing anything, reviews and submits, and lands on 我的工单. The seeded agent opens the ticket on the agent
 * screen and replies; the user's message centre shows the reply as a tappable message that opens its subject, the
 * ticket with the reply in its thread (issue 31), where the user adds more. 意见建议 sends advice with a picture in one screen.
 * Someone else's ticket shows the catalogue's words.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DETAILS = '充值会员后页面仍显示未开通，已重新登录也没有变化。';
const REPLY = '您好，已为您补开会员，请退出后重新登录查看。';

it("feedback through four steps with a picture, an agent's reply in the message centre opening its ticket", async () => {
  const rawShot = shooter('service-tickets');
  const { page } = await signedInPhone(browser, { prefix: '135' });
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };

  // Management centre → 客服中心 → 问题反馈.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.waitForURL('**/customer/client/home');
  await page.click('[data-testid=help-go-feedback]');
  await page.waitForURL('**/customer/client/feedback');

  // Step 1: the problem type.
  expect(await page.isDisabled('[data-testid=feedback-next]')).toBe(true);
  await page.click('[data-testid=type-vip]');
  await shot(page, 'feedback-type');
  await page.click('[data-testid=feedback-next]');
  await page.waitForURL('**/customer/client/vouchers');

  // Step 2: two pictures picked at once, one removed.
  await page.setInputFiles('[data-testid=voucher-input]', [
    { name: 'proof-1.png', mimeType: 'image/png', buffer: pngBytes([40, 120, 220], 300, 500) },
    { name: 'proof-2.png', mimeType: 'image/png', buffer: pngBytes([220, 90, 40], 300, 500) },
  ]);
  await expect.poll(() => page.locator('[data-testid=voucher-thumbs] img').count(), { timeout: 15_000 }).toBe(2);
  await shot(page, 'vouchers-two');
  await page.locator('[data-testid=voucher-remove]').nth(1).click();
  expect(await page.locator('[data-testid=voucher-thumbs] img').count()).toBe(1);
  await page.click('[data-testid=vouchers-next]');
  await page.waitForURL('**/customer/client/additions');

  // Step 3: details and contact; back to the pictures and forward again keeps both.
  expect(await page.isDisabled('[data-testid=additions-next]')).toBe(true);
  await page.fill('[data-testid=additions-content]', DETAILS);
  await page.fill('[data-testid=additions-contact]', 'wx_kefu2024');
  await page.goBack();
  await page.waitForURL('**/customer/client/vouchers');
  await page.waitForSelector('[data-testid=voucher-thumbs] img');
  expect(await page.locator('[data-testid=voucher-thumbs] img').count()).toBe(1);
  await page.goForward();
  await page.waitForURL('**/customer/client/additions');
  expect(await page.inputValue('[data-testid=additions-content]')).toBe(DETAILS);
  expect(await page.inputValue('[data-testid=additions-contact]')).toBe('wx_kefu2024');
  await shot(page, 'additions');
  await page.click('[data-testid=additions-next]');
  await page.waitForURL('**/customer/client/submit');

  // Step 4: review, submit, done → 我的工单.
  expect(await page.textContent('[data-testid=submit-content]')).toBe(DETAILS);
  expect(await page.locator('[data-testid=submit-review] img').count()).toBe(1);
  await shot(page, 'review');
  await page.click('[data-testid=submit-send]');
  await page.waitForSelector('[data-testid=submit-done]');
  await shot(page, 'submitted');
  await page.click('[data-testid=submit-my-tickets]');
  await page.waitForURL('**/customer/client/tickets');
  await page.waitForSelector('[data-testid=ticket-row]');
  expect(await page.locator('[data-testid=ticket-row]').count()).toBe(1);
  expect(await page.textContent('[data-testid=ticket-row]')).toContain('待处理');
  const ticketId = (await page.getAttribute('[data-testid=ticket-row]', 'data-id'))!;
  await shot(page, 'my-tickets');

  // 意见建议: one screen, text and a picture; done → 我的工单 lists both.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.waitForURL('**/customer/client/home');
  await page.click('[data-testid=help-go-advise]');
  await page.waitForURL('**/customer/client/advise');
  expect(await page.isDisabled('[data-testid=advise-send]')).toBe(true);
  await page.fill('[data-testid=advise-content]', '希望名片支持深色模式。');
  await page.setInputFiles('[data-testid=voucher-input]', { name: 'idea.png', mimeType: 'image/png', buffer: pngBytes([60, 160, 90], 400, 300) });
  await page.waitForSelector('[data-testid=voucher-thumbs] img');
  await shot(page, 'advise');
  await page.click('[data-testid=advise-send]');
  await page.waitForSelector('[data-testid=advise-done]');
  await page.click('[data-testid=advise-done] ~ a');
  await page.waitForURL('**/customer/client/tickets');
  await expect.poll(() => page.locator('[data-testid=ticket-row]').count()).toBe(2);
  expect(await page.textContent('[data-testid=ticket-row]:first-child')).toContain('意见建议');

  // 安全服务: the kind of request is required; the request joins my tickets as a third.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.click('[data-testid=help-go-security]');
  await page.waitForURL('**/customer/client/security');
  await page.fill('[data-testid=security-content]', '我的账号在陌生设备登录，请帮我冻结。');
  expect(await page.isDisabled('[data-testid=security-send]')).toBe(true);
  await page.click('[data-testid=security-stolen]');
  await page.fill('[data-testid=security-contact]', '13900000000');
  await shot(page, 'security');
  await page.click('[data-testid=security-send]');
  await page.waitForSelector('[data-testid=security-done]');
  await page.click('[data-testid=security-done] ~ a');
  await page.waitForURL('**/customer/client/tickets');
  await expect.poll(() => page.locator('[data-testid=ticket-row]').count()).toBe(3);
  expect(await page.textContent('[data-testid=ticket-row]:first-child')).toContain('账号被盗');

  // The agent taps 客服中心 -> 工单处理 and replies there.
  const agent = await agentAtCustomerHome(browser);
  const a = agent.page;
  await a.click('[data-testid=help-go-agent-tickets]');
  await a.waitForURL('**/customer/service/tickets');
  await a.waitForSelector(`[data-testid=ticket-row][data-id="${ticketId}"]`);
  await shot(a, 'agent-tickets');
  await a.click(`[data-testid=ticket-row][data-id="${ticketId}"] a`);
  await a.waitForSelector('[data-testid=ticket-thread]');
  await a.fill('[data-testid=agent-reply]', REPLY);
  await shot(a, 'agent-ticket');
  await a.click('[data-testid=agent-reply-send]');
  await a.waitForSelector('[data-testid=entry-agent]');
  expect(await a.textContent('[data-testid=ticket-status]')).toBe('已回复');
  await agent.context.close();

  // The user: management centre → 消息中心 → the reply's message opens its subject, the ticket (issue 31).
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-messages]');
  await page.waitForSelector('[data-testid=message-link]');
  expect(await page.textContent('[data-testid=message-link]')).toContain('客服回复了您的工单');
  await shot(page, 'message-centre');
  await page.click('[data-testid=message-link]');
  await page.waitForURL(`**/customer/client/tickets/${ticketId}`);
  await page.waitForSelector('[data-testid=entry-agent]');
  expect(await page.textContent('[data-testid=entry-agent]')).toContain(REPLY);
  expect(await page.locator('[data-testid=ticket-thread] img').count()).toBe(1);
  await shot(page, 'ticket-detail');

  // An addition: the ticket waits for customer service again.
  await page.fill('[data-testid=addition-content]', '补充：订单号 20241124001');
  await page.click('[data-testid=addition-send]');
  await page.waitForSelector('[data-testid=entry-user]');
  await expect.poll(() => page.textContent('[data-testid=ticket-status]')).toBe('待处理');
  await shot(page, 'ticket-added');

  // Someone else's ticket: the catalogue's words and the way back.
  const { page: other } = await signedInPhone(browser, { prefix: '135' });
  await other.goto(`/multipage/customer/client/tickets/${ticketId}`);
  await other.waitForSelector('[data-testid=ticket-error]');
  expect(await other.textContent('[data-testid=ticket-error]')).toBe('工单不存在');
  await shot(other, 'foreign-ticket');
});
