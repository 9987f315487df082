import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiPost, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';

/**
 * Design cases (module 52) at 375x667: from the management centre the owner taps tile 52, adds a case with an image
 * (it awaits the audit and visitors do not see it), an operator passes it; whitelisted by the operator, the owner's
 * second case shows at once; the owner hides and shows the first, tops the second, and a visitor (another browser
 * context, not signed in) sees the list and the order change.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function pngBytes(rgb: [number, number, number], size = 160): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * size + x) * 4);
  return PNG.sync.write(png);
}

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const titles = (page: Page, list: string) => page.$$eval(`[data-testid=${list}] [data-testid=case-title]`, (els) => els.map((e) => e.textContent));

async function addCase(page: Page, title: string, rgb: [number, number, number]) {
  await page.click('[data-testid=case-add]');
  await page.waitForSelector('[data-testid=case-form]');
  await pick(page, 'case-type', { value: 'interior' });
  await page.fill('[data-testid=case-title-input]', title);
  await page.fill('[data-testid=case-description]', `${title}：现代简约风格，三室两厅。`);
  await page.setInputFiles('[data-testid=case-cover-file]', { name: `${title}.png`, mimeType: 'image/png', buffer: pngBytes(rgb) });
  await page.waitForSelector('[data-testid=case-cover] .case-thumb img');
}

it('adds a case with an image, hides and shows it, tops another; the visitor sees the list and the order change', async () => {
  const shot = shooter('content-cases');
  const op = await registerUser('137');
  await prepareUser(op.mobile, { role: 'operator' });
  const { page, user } = await signedInPhone(browser, { prefix: '139' });

  // Management centre → tile 52 (案例展示) → my cases, empty.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="52"] button');
  await page.waitForURL('**/designCase/myCase');
  await page.waitForSelector('[data-testid=cases-empty]');
  await shot(page, 'empty');

  // A blank title is refused under its field before anything is sent.
  await page.click('[data-testid=case-add]');
  await page.click('[data-testid=case-save]');
  await page.waitForSelector('.field-msg:has-text("案例标题")');
  await page.goBack();

  // The first case with a cover from the picture library: saved into the audit, not shown to visitors yet.
  await addCase(page, '海景别墅', [31, 111, 235]);
  await shot(page, 'form');
  await page.click('[data-testid=case-save]');
  await toastSays(page, '已保存，审核通过后展示');
  await page.waitForURL('**/designCase/myCase');
  await page.waitForSelector('[data-testid=my-case]:has-text("海景别墅") [data-testid=case-state]:has-text("审核中")');
  await shot(page, 'auditing');

  const visitor = await phone(browser);
  const visit = async () => {
    await visitor.page.goto(`/multipage/designCase/cases/${user.phoneIdEcr}`);
    await visitor.page.waitForSelector('[data-testid=card-cases], [data-testid=cases-empty]');
    return titles(visitor.page, 'card-cases');
  };
  expect(await visit()).toEqual([]);

  // The operator passes it; whitelists the owner, so the next case shows at once.
  const mine = await apiPost('/designCase/myCase.xhtml', {}, user.token);
  const first = mine.resultSets.items[0].id as string;
  expect((await apiPost('/designCase/auditCase.xhtml', { id: first, pass: 'true' }, op.token)).resultSets.state).toBe('normal');
  expect((await apiPost('/designCase/addAuditWhitelist.xhtml', { phoneIdEcr: user.phoneIdEcr }, op.token)).status).toBe(200);
  await expect.poll(visit).toEqual(['海景别墅']);

  await page.reload();
  await page.waitForSelector('[data-testid=my-case]:has-text("海景别墅")');
  expect(await page.locator('[data-testid=my-case]:has-text("海景别墅") [data-testid=case-state]').count()).toBe(0);
  await addCase(page, '城市公寓', [26, 127, 55]);
  await page.click('[data-testid=case-save]');
  await toastSays(page, '已保存');
  await page.waitForSelector('[data-testid=my-case]:has-text("城市公寓")');
  expect(await titles(page, 'my-cases')).toEqual(['海景别墅', '城市公寓']);
  expect(await visit()).toEqual(['海景别墅', '城市公寓']);

  // Hide the first: the visitor no longer sees it, and its page says it does not exist; show it again.
  await page.click('[data-testid=my-case]:has-text("海景别墅") [data-testid=case-hide]');
  await toastSays(page, '已隐藏');
  await page.waitForSelector('[data-testid=my-case]:has-text("海景别墅") .case-badge:has-text("已隐藏")');
  await shot(page, 'hidden');
  expect(await visit()).toEqual(['城市公寓']);
  await visitor.page.goto(`/multipage/designCase/showCase/${first}`);
  await visitor.page.waitForSelector('[data-testid=case-missing]:has-text("数据不存在")');
  await shot(visitor.page, 'visitor-hidden-case');
  await page.click('[data-testid=my-case]:has-text("海景别墅") [data-testid=case-hide]');
  await toastSays(page, '已显示');
  expect(await visit()).toEqual(['海景别墅', '城市公寓']);

  // Top the second: it comes first for the owner and for the visitor.
  await page.click('[data-testid=my-case]:has-text("城市公寓") [data-testid=case-top]');
  await toastSays(page, '已置顶');
  await expect.poll(() => titles(page, 'my-cases')).toEqual(['城市公寓', '海景别墅']);
  await shot(page, 'topped');
  expect(await visit()).toEqual(['城市公寓', '海景别墅']);
  await visitor.page.waitForSelector('[data-testid=card-cases] .case-badge-top');
  await shot(visitor.page, 'visitor-list');

  // The visitor opens the case: its page with the image and the view counted.
  await visitor.page.click('[data-testid=card-cases] [data-testid=case-card]:has-text("海景别墅")');
  await visitor.page.waitForSelector('[data-testid=case-page-title]:has-text("海景别墅")');
  await expect.poll(() => visitor.page.evaluate(() => (document.querySelector('.case-hero') as HTMLImageElement | null)?.naturalWidth ?? 0)).toBeGreaterThan(0);
  expect(await visitor.page.textContent('[data-testid=case-page]')).toContain('浏览 1 次');
  await shot(visitor.page, 'visitor-case');
  await visitor.context.close();
});
