import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '@card/contract';
import { agentAtCustomerHome, apiPost, launch, registerUser, shooter, signedInPhone, smsCode, uniquePhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { fromHub } from './support/programme';

/**
 * The dealer part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具 → 经销商 / 托管):
 * a user opens a dealer by paying the dealer plan from the wallet on the existing pay screen, sees the active status
 * and the referral link; a user registered through the link pays a VIP order and the dealer home shows the frozen
 * earning and the record. Custody: an owner asks a custodian, the custodian accepts and sees the card in the custody
 * home, and the seeded agent disconnects it from the custody screen's agent section.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
let seq = 0;

/** A user registered through a referral link (refereeIdEcr), as the link's registration screen sends it. */
async function registerReferred(refereeIdEcr: string) {
  const mobile = uniquePhone('137');
  const from = `10.251.${(process.pid >> 4) & 255}.${++seq}`;
  const sent = await apiPost('/acc/0/getVerificationCode.xhtml', { phone: mobile, purpose: 'register' }, undefined, from);
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent)}`);
  const reg = await apiPost('/register/createUser.xhtml', { phone: mobile, code: await smsCode(mobile), agree: 'true', password: 'abc12345', refereeIdEcr }, undefined, from);
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  return { mobile, token: reg.resultSets.token as string };
}

it("opens a dealer with the wallet, shares the link, and earns a frozen share of a referred user's VIP order", async () => {
  const rawShot = shooter('programme-dealer');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const dealer = await registerUser('135');
  await prepareUser(dealer.mobile, { fundFen: 980_000, txPwd: '123456' });
  const { page } = await signedInPhone(browser, { user: dealer });

  await fromHub(page, 'dealerHome', '/dealer/dealerHome');
  await page.waitForSelector('[data-testid=dealer-status]:has-text("未开通")');
  await shot(page, 'home-not-dealer');
  await page.click('[data-testid=dealer-open]');
  await page.waitForURL('**/dealer/openDealer');
  expect(await text(page, '[data-testid=dealer-plan-price]')).toBe('¥9800.00');
  await shot(page, 'open-dealer');

  // The vip area's dealer order, paid on the existing pay screen with the wallet and the transaction password.
  await page.click('[data-testid=dealer-buy]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]:has-text("9800.00")');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  await page.fill('#f-txPwd', '123456');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.click('[data-testid=to-order-home]');
  await page.waitForURL('**/dealer/dealerHome');
  await page.waitForSelector('[data-testid=dealer-status]:has-text("经销商已开通")');
  expect(await text(page, '[data-testid=dealer-link]')).toContain(`refereeIdEcr=${dealer.phoneIdEcr}`);
  expect(await page.getAttribute('[data-testid=dealer-qr]', 'src')).toMatch(/^data:image\/png;base64,/);
  expect(await text(page, '[data-testid=dealer-referred]')).toBe('0');
  await shot(page, 'home-dealer');

  // A user registers through the link and pays a VIP order from their wallet.
  const referred = await registerReferred(dealer.phoneIdEcr);
  await prepareUser(referred.mobile, { fundFen: 100_000, txPwd: '123456' });
  const order = await apiPost('/register/registerPayVip.xhtml', { planCode: 'vip1y' }, referred.token);
  expect(order.status).toBe(200);
  const paid = await apiPost('/vip/mpWalletOpenVIP.xhtml', { orderId: order.resultSets.id, amountFen: String(order.resultSets.amountFen), txPwd: '123456' }, referred.token);
  expect(paid.status).toBe(200);
  // The dealer's own tier-1 rate of the one referral table (issue 32, decision 0031).
  const share = Math.floor(((order.resultSets.amountFen as number) * LIMITS.referral.percent.vip.dealer[0]) / 100);
  const yuan = (share / 100).toFixed(2);

  await page.reload();
  await page.waitForSelector(`[data-testid=dealer-frozen]:has-text("¥${yuan}")`);
  expect(await text(page, '[data-testid=dealer-referred]')).toBe('1');
  expect(await text(page, '[data-testid=dealer-paid-orders]')).toBe('1');
  expect(await text(page, '[data-testid=dealer-total]')).toBe(`¥${yuan}`);
  await shot(page, 'home-earning');
  await page.click('[data-testid=dealer-records]');
  await page.waitForURL('**/dealer/index');
  await page.waitForSelector('[data-testid=dealer-record]');
  expect(await text(page, '[data-testid=dealer-record]')).toContain(`+¥${yuan}`);
  expect(await text(page, '[data-testid=dealer-record]')).toContain('冻结中');
  await shot(page, 'records');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/dealer/dealerHome');
  await page.click('[data-testid=dealer-withdrawal]');
  await page.waitForURL('**/dealer/withdrawal');
  await page.waitForSelector('[data-testid=dealer-available]');
  await shot(page, 'withdrawal');

  // A dealer cannot look after cards in custody: the custodian section says so.
  await page.goto('/multipage/programme/index');
  await page.click('[data-testid=hub-custodyIndex]');
  await page.waitForURL('**/dealerCustody/custodyIndex');
  await page.waitForSelector('[data-testid=custody-mine]');
  await shot(page, 'custody-as-dealer');
  await page.waitForSelector('[data-testid=custody-dealer]');
});

it('custody: the owner asks, the custodian accepts and sees the card, customer service disconnects it', async () => {
  const rawShot = shooter('programme-dealer-custody');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const custodian = await signedInPhone(browser, { prefix: '134' });
  const owner = await signedInPhone(browser, { prefix: '136' });
  // The owner's card gets a name to find it by (what the card editor saves).
  expect((await apiPost('/acc/updateMpUserName.xhtml', { name: '托管名片甲' }, owner.user.token)).status).toBe(200);

  // The custodian writes their poster.
  const c = custodian.page;
  await c.goto('/multipage/acc/acc_home');
  await c.click('[data-testid=home-programmes]');
  await c.click('[data-testid=hub-custodyIndex]');
  await c.waitForURL('**/dealerCustody/custodyIndex');
  await c.click('[data-testid=custody-poster-go]');
  await c.waitForURL('**/dealerCustody/custodyPosterEdit');
  await c.fill('[data-testid=custody-poster-title-input]', '专业名片托管');
  await c.fill('[data-testid=custody-poster-text-input]', '<b>代您维护名片</b>');
  await c.click('[data-testid=custody-poster-save]');
  await c.waitForSelector('[data-testid=toast]:has-text("海报已保存")');
  expect(await text(c, '[data-testid=custody-poster-text]')).toBe('<b>代您维护名片</b>');
  await shot(c, 'poster');

  // The owner asks for custody from the hub.
  const o = owner.page;
  await o.goto('/multipage/acc/acc_home');
  await o.click('[data-testid=home-programmes]');
  await o.click('[data-testid=hub-custodyIndex]');
  await o.waitForURL('**/dealerCustody/custodyIndex');
  await o.waitForSelector('[data-testid=custody-none]');
  await o.click('[data-testid=custody-request-go]');
  await o.waitForURL('**/dealerCustody/custodyRequest');
  await o.fill('[data-testid=custody-custodian-id]', custodian.user.phoneIdEcr);
  await o.click('[data-testid=custody-custodian-find]');
  await o.waitForSelector('[data-testid=custody-custodian]:has-text("专业名片托管")');
  await o.fill('[data-testid=custody-note]', '请帮我管理名片');
  await shot(o, 'request');
  await o.click('[data-testid=custody-request]');
  await o.waitForURL('**/dealerCustody/custodyIndex');
  await o.waitForSelector('[data-testid=custody-status]:has-text("待接受")');
  await shot(o, 'owner-requested');

  // The custodian accepts; the card is in the custody home.
  await c.click('[data-testid=back]');
  await c.waitForURL('**/dealerCustody/custodyIndex');
  await c.reload();
  await c.click('[data-testid=custody-home-go]');
  await c.waitForURL('**/dealerCustody/custodyHome');
  await c.click('[data-testid=custody-tab-requested]');
  await c.waitForSelector('[data-testid=custody-row]:has-text("托管名片甲")');
  await shot(c, 'requested');
  await c.click('[data-testid=custody-accept]');
  await c.click('[data-testid=custody-tab-active]');
  await c.waitForSelector('[data-testid=custody-row]:has-text("托管名片甲")');
  await shot(c, 'custody-home');

  // The custodian edits the card's basic info, and finds it by name.
  await c.click('[data-testid=custody-edit]');
  await c.waitForURL('**/dealerCustody/custodyCard?id=*');
  await c.waitForSelector('[data-testid=custody-card-name]');
  expect(await c.inputValue('[data-testid=custody-card-name]')).toBe('托管名片甲');
  await c.fill('[data-testid=custody-card-company]', '托管科技有限公司');
  await c.click('[data-testid=custody-card-save]');
  await c.waitForSelector('[data-testid=toast]:has-text("名片已保存")');
  expect(await c.inputValue('[data-testid=custody-card-company]')).toBe('托管科技有限公司');
  await shot(c, 'custody-card');
  await c.goto('/multipage/dealerCustody/searchCustody');
  await c.fill('[data-testid=custody-search-input]', '名片甲');
  await c.click('[data-testid=custody-search-submit]');
  await c.waitForSelector('[data-testid=custody-search-row]:has-text("托管科技有限公司")');
  await shot(c, 'search');

  // The owner sees it active, with only customer service able to end it.
  await o.reload();
  await o.waitForSelector('[data-testid=custody-status]:has-text("托管中")');
  await o.waitForSelector('[data-testid=custody-agent-only]');
  await shot(o, 'owner-active');

  // The seeded agent disconnects it from the agent section of the custody screen.
  const agent = await agentAtCustomerHome(browser);
  const a = agent.page;
  await a.goto('/multipage/acc/acc_home');
  await a.click('[data-testid=home-programmes]');
  await a.click('[data-testid=hub-custodyIndex]');
  await a.waitForURL('**/dealerCustody/custodyIndex');
  await a.click('[data-testid=custody-agent-go]');
  await a.waitForURL('**/dealerCustody/custodyAgent');
  await a.fill('input[name=keyword]', '托管名片甲');
  await a.press('input[name=keyword]', 'Enter');
  await a.waitForSelector('[data-testid=agent-custody-row]:has-text("托管名片甲")');
  await a.click('[data-testid=agent-disconnect]');
  await a.fill('[data-testid=agent-reason]', '用户申请解除');
  await shot(a, 'agent');
  await a.click('[data-testid=agent-disconnect-confirm]');
  await a.waitForSelector('[data-testid=agent-custody-empty]');

  await o.reload();
  await o.waitForSelector('[data-testid=custody-status]:has-text("已解除")');
  expect(await text(o, '[data-testid=custody-mine]')).toContain('用户申请解除');
  await shot(o, 'owner-ended');
});
