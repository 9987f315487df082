import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '@card/contract';
import { apiPost, launch, registerUser, shooter, signedInPhone, smsCode, uniquePhone, type E2eUser } from './support/browser';
import { prepareUser } from './support/prepare';
import { fromHub } from './support/programme';
import { atConsoleTab, queueRow } from './support/operator';
import { runServerScript } from './support/server-script';
import { pngBytes, toastSays } from './support/video';

/**
 * The promotion part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具 → ...):
 * - 推广大使: a VIP whose card lacks company and position taps 申请成为推广大使 and reads the catalogue's refusal;
 *   with the card completed the application goes through: the badge, the commission (0.00) and the promotion link
 *   with its QR code, which names the user as the referrer.
 * - 邀请活动 (the seeded running activity, target 3 invitees who register through the link and complete their
 *   card): with 2 of 3 the progress shows 2/3 and no document entry; the third completes their card, the page shows
 *   the target reached; 提交资料 with a picture → back on the invite page, "审核中"; the invitees' list shows the
 *   three. An operator opens the review from the invite page and approves; the user sees "已通过".
 * - 超级分销: an ambassador (VIP, complete card, membership: prepared through the server's factories) with the
 *   required number of referrals who paid an order (prepared too: no screen makes a paid order of someone else's
 *   referral) sees both conditions met, applies and gets the distributor home: the badge, earnings 0.00, the link
 *   and the team's direct tab listing the referrals as paid. Then a user registered through a direct referral's link
 *   pays a VIP year from their wallet (the real pay calls): the home shows the second-tier share frozen and the
 *   second tier tab lists the buyer as paid, brought by the direct referral. Made a dealer too (issue 32), a sale to
 *   someone they brought directly pays one commission, as dealer: the ambassador page lists it once as 已由经销商计佣,
 *   and 佣金规则 (from the ambassador page) states the table.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const completeCard = async (u: E2eUser, name: string) =>
  expect((await apiPost('/acc/updateMpBasicInfo.xhtml', { name, company: '星河科技', position: '销售经理' }, u.token)).status).toBe(200);

let seq = 0;
/** A user registered through `inviter`'s link (refereeIdEcr), each sign-up from its own made-up client address. */
async function registerInvitee(inviter: E2eUser): Promise<E2eUser> {
  seq += 1;
  const from = `10.77.${(process.pid + seq) & 255}.${seq & 255}`;
  const mobile = uniquePhone('137');
  expect((await apiPost('/acc/0/getVerificationCode.xhtml', { phone: mobile, purpose: 'register' }, undefined, from)).status).toBe(200);
  const reg = await apiPost(
    '/register/createUser.xhtml',
    {
      phone: mobile,
      code: await smsCode(mobile),
      agree: 'true',
      password: 'abc12345',
      refereeIdEcr: inviter.phoneIdEcr,
    },
    undefined,
    from,
  );
  expect(reg.status, JSON.stringify(reg)).toBe(200);
  return { mobile, token: reg.resultSets.token as string, phoneIdEcr: reg.resultSets.phoneIdEcr as string, password: 'abc12345' };
}

it('a VIP becomes an ambassador and gets their link; invitees reach the target and the documents go under review, then approved', async () => {
  const rawShot = shooter('programme-promotion');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const me = await registerUser('135');
  await prepareUser(me.mobile, { vip: true });
  const { page } = await signedInPhone(browser, { user: me });

  // Ambassador: refused while the card lacks company and position, accepted once complete.
  await fromHub(page, 'ambassadorHome', '/promotion/home');
  await page.waitForSelector('[data-testid=ambassador-apply]');
  expect(await page.textContent('[data-testid=ambassador-cond-vip]')).toContain('已满足');
  expect(await page.textContent('[data-testid=ambassador-cond-card]')).toContain('未满足');
  await shot(page, 'ambassador-conditions');
  await page.click('[data-testid=ambassador-apply-button]');
  await toastSays(page, '请先完善名片的姓名、公司和职位');
  await shot(page, 'ambassador-refused');
  await completeCard(me, `推广员${me.mobile.slice(-4)}`);
  await page.reload();
  await page.waitForSelector('[data-testid=ambassador-apply-button]');
  expect(await page.textContent('[data-testid=ambassador-cond-card]')).toContain('已满足');
  await page.click('[data-testid=ambassador-apply-button]');
  await page.waitForSelector('[data-testid=ambassador-badge]');
  expect(await page.textContent('[data-testid=ambassador-share-link]')).toContain(`refereeIdEcr=${me.phoneIdEcr}`);
  expect(await page.getAttribute('[data-testid=ambassador-share-qr]', 'src')).toMatch(/^data:image\/png;base64,/);
  expect(await page.textContent('[data-testid=ambassador-earnings-total]')).toBe('0.00');
  await page.waitForSelector('[data-testid=ambassador-referrals-empty]');
  await shot(page, 'ambassador-home');

  // Super distributor from the ambassador home: an ambassador without paying referrals is refused with the catalogue's words.
  await page.click('[data-testid=ambassador-to-distributor]');
  await page.waitForURL('**/distributor/home');
  await page.waitForSelector('[data-testid=distributor-apply]');
  expect(await page.textContent('[data-testid=distributor-cond-ambassador]')).toContain('已满足');
  expect(await page.textContent('[data-testid=distributor-cond-paid]')).toContain('0/3');
  await page.click('[data-testid=distributor-apply-button]');
  await toastSays(page, '付费推荐人数未达到超级分销商的要求');
  await page.waitForSelector('[data-testid=team-empty]');
  await shot(page, 'distributor-refused');

  // Invite activity: two invitees with complete cards and one without: 2/3, no documents yet.
  const invitees = [await registerInvitee(me), await registerInvitee(me), await registerInvitee(me)];
  await completeCard(invitees[0]!, '好友甲');
  await completeCard(invitees[1]!, '好友乙');
  await fromHub(page, 'inviteIndex', '/invite/index');
  await page.waitForSelector('[data-testid=invite-progress-text]');
  expect(await page.textContent('[data-testid=invite-title]')).toBe('邀请好友完善名片');
  expect(await page.textContent('[data-testid=invite-progress-text]')).toContain('已达标 2/3');
  expect(await page.locator('[data-testid=invite-to-upload]').count()).toBe(0);
  await shot(page, 'invite-progress-2of3');
  await page.click('[data-testid=invite-to-progress]');
  await page.waitForURL('**/invite/progressList');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=progress-invitee]').length === 3);
  expect(await page.locator('[data-testid=progress-invitee]:has-text("已达标")').count()).toBe(2);
  await shot(page, 'invite-progress-list');

  // The third completes their card: target reached, documents submitted with a picture → under review.
  await completeCard(invitees[2]!, '好友丙');
  await page.goto('/multipage/invite/index');
  await page.waitForSelector('[data-testid=invite-reached]');
  expect(await page.textContent('[data-testid=invite-progress-text]')).toContain('已达标 3/3');
  await shot(page, 'invite-reached');
  await page.click('[data-testid=invite-to-upload]');
  await page.waitForURL('**/invite/uploadDocuments/0');
  await page.waitForSelector('[data-testid=documents-form]');
  await page.fill('[data-testid=documents-name]', '张推广');
  await page.fill('[data-testid=documents-contact]', 'wx-zhang');
  await page.setInputFiles('[data-testid=documents-picture-input]', [{ name: 'id.png', mimeType: 'image/png', buffer: pngBytes([60, 120, 200]) }]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=documents-picture]').length === 1);
  await shot(page, 'documents-ready');
  await page.click('[data-testid=documents-submit]');
  await page.waitForURL('**/invite/index');
  await page.waitForSelector('[data-testid=invite-claim-state]');
  expect(await page.textContent('[data-testid=invite-claim-state]')).toBe('审核中');
  expect(await page.locator('[data-testid=invite-to-edit]').count()).toBe(1);
  await shot(page, 'invite-under-review');

  // An operator reviews from the invite page (the console's invite queue) and approves; the user sees it approved.
  const op = await registerUser('136');
  await prepareUser(op.mobile, { role: 'operator' });
  const { page: o } = await signedInPhone(browser, { user: op });
  await fromHub(o, 'inviteIndex', '/invite/index');
  await o.click('[data-testid=invite-to-review]');
  await atConsoleTab(o, 'invite');
  const claim = await queueRow(o, 'op-invite', { text: '张推广' });
  await o.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid=op-invite-row] img:not(.avatar img)')].every((i) => i.complete && i.naturalWidth > 0));
  await shot(o, 'operator-review');
  // The button says the reward goes out with the approval.
  expect(await claim.locator('[data-testid=rq-approve]').textContent()).toBe('通过并发放奖励');
  await claim.locator('[data-testid=rq-approve]').click();
  await toastSays(o, '已通过');
  await claim.waitFor({ state: 'detached' });
  // The decided documents, as the old review screen listed them: this one approved, with no buttons.
  await o.click('[data-testid=op-invite-filter-decided]');
  const decided = await queueRow(o, 'op-invite', { text: '张推广' });
  expect(await decided.locator('[data-testid=op-state]').textContent()).toBe('已通过');
  expect(await decided.locator('[data-testid=rq-approve]').count()).toBe(0);
  await page.reload();
  await page.waitForSelector('[data-testid=invite-claim-state]');
  expect(await page.textContent('[data-testid=invite-claim-state]')).toBe('已通过');
  await shot(page, 'invite-approved');
}, 180_000);

/**
 * The user with this mobile made an ambassador (VIP, complete card, membership and role) with `paying` direct
 * referrals who each have a paid VIP order, through the server's factories (as the integration test does).
 */
async function ambassadorWithPaying(mobile: string, name: string, paying: number) {
  return runServerScript('an ambassador with paying referrals', 'ambassadorReferrals', mobile, { name, paying });
}

it('an ambassador with enough paying referrals becomes a super distributor: the team, then a second-tier sale earning the share', async () => {
  const rawShot = shooter('programme-distributor');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const P = LIMITS.programmePromotion;
  const me = await registerUser('135');
  const { referrals } = await ambassadorWithPaying(me.mobile, `分销${me.mobile.slice(-4)}`, P.distributorMinPaidReferrals);
  const { page } = await signedInPhone(browser, { user: me });

  // Both conditions met; applying turns the page into the distributor home.
  await fromHub(page, 'distributorHome', '/distributor/home');
  await page.waitForSelector('[data-testid=distributor-apply]');
  expect(await page.textContent('[data-testid=distributor-cond-ambassador]')).toContain('已满足');
  expect(await page.textContent('[data-testid=distributor-cond-paid]')).toContain(`${P.distributorMinPaidReferrals}/${P.distributorMinPaidReferrals}`);
  await shot(page, 'distributor-ready');
  await page.click('[data-testid=distributor-apply-button]');
  await page.waitForSelector('[data-testid=distributor-badge]');
  expect(await page.locator('[data-testid=distributor-apply]').count()).toBe(0);
  expect(await page.textContent('[data-testid=distributor-hero] h2')).toContain('我的分销');
  expect(await page.textContent('[data-testid=distributor-earnings-total]')).toBe('0.00');
  expect(await page.textContent('[data-testid=distributor-share-link]')).toContain(`refereeIdEcr=${me.phoneIdEcr}`);
  expect(await page.textContent('[data-testid=team-tab-direct]')).toBe(`直推（${P.distributorMinPaidReferrals}）`);
  expect(await page.textContent('[data-testid=team-tab-second]')).toBe('二级（0）');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=team-member]').length === n, P.distributorMinPaidReferrals);
  for (const r of referrals) expect(await page.textContent(`[data-testid=team-member]:has-text("${r.name}")`)).toContain('已付费');
  await shot(page, 'distributor-home');

  // A user brought by the first direct referral pays a VIP year from their wallet: the second-tier share, frozen.
  const buyer = await registerInvitee({ mobile: '', token: '', password: '', phoneIdEcr: referrals[0]!.phoneIdEcr });
  await completeCard(buyer, '二级买家');
  await prepareUser(buyer.mobile, { fundFen: 100_000, txPwd: '123456' });
  const order = await apiPost('/register/registerPayVip.xhtml', { planCode: 'vip1y' }, buyer.token);
  expect(order.status).toBe(200);
  const paid = await apiPost('/vip/mpWalletOpenVIP.xhtml', { orderId: order.resultSets.id, amountFen: String(order.resultSets.amountFen), txPwd: '123456' }, buyer.token);
  expect(paid.status).toBe(200);
  const yuan = (Math.floor(((order.resultSets.amountFen as number) * LIMITS.referral.percent.vip.distributor[1]) / 100) / 100).toFixed(2);
  await page.reload();
  await page.waitForSelector('[data-testid=distributor-badge]');
  expect(await page.textContent('[data-testid=distributor-earnings-total]')).toBe(yuan);
  expect(await page.textContent('[data-testid=distributor-earnings-frozen]')).toBe(yuan);
  expect(await page.textContent('[data-testid=team-tab-second]')).toBe('二级（1）');
  await shot(page, 'distributor-earning');
  await page.click('[data-testid=team-tab-second]');
  const second = page.locator('[data-testid=team-member]:has-text("二级买家")');
  await second.waitFor();
  expect(await page.locator('[data-testid=team-member]').count()).toBe(1);
  expect(await second.textContent()).toContain(`由${referrals[0]!.name}推荐`);
  expect(await second.textContent()).toContain('已付费');
  await shot(page, 'distributor-team-second');

  // Issue 32: the same user is a dealer too; someone they brought pays a VIP year: one commission, as dealer. The
  // ambassador page lists the referral once, "已由经销商计佣", its own earnings unchanged; 佣金规则 states the table.
  await prepareUser(me.mobile, { role: 'dealer' });
  const direct = await registerInvitee(me);
  await completeCard(direct, '直推买家');
  await prepareUser(direct.mobile, { fundFen: 100_000, txPwd: '123456' });
  const o2 = await apiPost('/register/registerPayVip.xhtml', { planCode: 'vip1y' }, direct.token);
  expect(o2.status).toBe(200);
  expect((await apiPost('/vip/mpWalletOpenVIP.xhtml', { orderId: o2.resultSets.id, amountFen: String(o2.resultSets.amountFen), txPwd: '123456' }, direct.token)).status).toBe(200);
  const dealerYuan = (Math.floor(((o2.resultSets.amountFen as number) * LIMITS.referral.percent.vip.dealer[0]) / 100) / 100).toFixed(2);
  await fromHub(page, 'ambassadorHome', '/promotion/home');
  const row = page.locator('[data-testid=ambassador-referral]:has-text("直推买家")');
  await row.waitFor();
  expect(await page.locator('[data-testid=ambassador-referral]:has-text("直推买家")').count()).toBe(1);
  expect(await row.locator('[data-testid=ambassador-paid-as]').textContent()).toBe('已由经销商计佣');
  expect(await row.textContent()).toContain(`佣金 ¥${dealerYuan}`);
  expect(await page.textContent('[data-testid=ambassador-earnings-total]')).toBe('0.00');
  await row.scrollIntoViewIfNeeded();
  await rawShot(page, 'ambassador-paid-as-dealer');
  await page.click('[data-testid=ambassador-to-rules]');
  await page.waitForURL('**/promotion/commissionRules');
  await page.waitForSelector('[data-testid=referral-rules-table]');
  expect(await page.textContent('[data-testid=referral-rules-row][data-role="dealer"]')).toBe(`经销商${LIMITS.referral.percent.vip.dealer[0]}%${LIMITS.referral.percent.vip.dealer[1]}%`);
  expect(await page.textContent('[data-testid=referral-rules-row][data-role="spokesperson"]')).toBe(`代言人${LIMITS.money.spokespersonPercent}%—`);
  await shot(page, 'commission-rules');
}, 180_000);
