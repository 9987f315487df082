import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiPost, baseURL, launch, phone, signedInPhone, shooter } from './support/browser';

/**
 * Card layouts (issue 35) at 375x667: the owner picks each layout on the style screen with a live preview of their own
 * card, and the public page matches it at 320, 375 and 540 px; a company's lock leaves only the company layout.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const post = apiPost;
const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const openSection = async (page: Page, key: string) => {
  await page.goto('/multipage/acc/editMpBaseInformation');
  await page.click(`[data-testid=edit-${key}]`);
};

/** A portrait-like picture drawn in memory: a soft backdrop with a head and shoulders, so photo layouts show a photo. */
function portraitPng(size = 240): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const head = (u - 0.5) ** 2 + (v - 0.4) ** 2 < 0.034;
      const body = v > 0.68 && (u - 0.5) ** 2 / 0.12 + (v - 1.02) ** 2 / 0.14 < 1;
      const rgb = head ? [236, 200, 170] : body ? [52, 73, 94] : [Math.round(170 + 60 * v), Math.round(196 + 30 * u), 226];
      png.data.set([...rgb, 255], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}
/** A company logo: a rounded brand-coloured square with a white band. */
function logoPng(size = 120): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < size * 0.12;
      png.data.set(band ? [255, 255, 255, 255] : [123, 31, 162, 255], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}
async function uploadFile(route: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${baseURL()}${route}`, { method: 'POST', body: form, headers: { authorization: token } });
  const body = (await res.json()) as { status: number };
  if (body.status !== 200) throw new Error(`${route}: ${JSON.stringify(body)}`);
}

it('chooses each card layout with a live preview, and the public page matches at 320, 375 and 540 px (issue 35)', async () => {
  const shot = shooter('card-layouts');
  const {
    page,
    user: { token, phoneIdEcr },
  } = await signedInPhone(browser, { prefix: '137' });
  // A filled card in a company with a brand, made through the real calls (the screens for these are journeyed above).
  await post('/acc/updateMpUserName.xhtml', { name: '欧阳明轩' }, token);
  await post(
    '/acc/updateMpBasicInfo.xhtml',
    { name: '欧阳明轩', company: '星河智能科技', department: '销售部', position: '华南区销售总监', email: 'mingxuan@example.com', landline: '0755-88886666' },
    token,
  );
  await post('/acc/updateMpTitle.xhtml', { title: '十年智能硬件渠道经验' }, token);
  await uploadFile('/acc/uploadAvatar.xhtml', token, portraitPng());
  expect((await post('/acc/createCompany.xhtml', { name: `星河智能科技${phoneIdEcr.slice(0, 6)}`, taxNumber: '' }, token)).status).toBe(200);
  expect((await post('/acc/updateCompanyBrand.xhtml', { primary: '#7b1fa2', secondary: '#ab47bc', lockLayout: 'false' }, token)).status).toBe(200);

  const visitor = await phone(browser);
  const preview = page.frameLocator('[data-testid=card-preview]');
  await openSection(page, 'style');
  await page.waitForSelector('[data-testid=layout-classic][aria-pressed=true]');
  // The admin's brand form: the logo uploaded on the screen.
  await page.setInputFiles('[data-testid=upload-logo-input]', { name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await page.waitForSelector('[data-testid=brand-logo]');
  const steps: [string, string | null][] = [
    ['photoHeader', null],
    ['split', 'business'],
    ['minimal', null],
    ['bilingual', 'ink'],
    ['company', null],
    ['classic', 'sunset'],
  ];
  for (const [layout, theme] of steps) {
    if (theme) {
      await page.click(`[data-testid=theme-${theme}]`);
      await page.waitForSelector(`[data-testid=theme-${theme}][aria-pressed=true]`);
    }
    await page.click(`[data-testid=layout-${layout}]`);
    await page.waitForSelector(`[data-testid=layout-${layout}][aria-pressed=true]`);
    if (layout === 'bilingual') {
      await page.fill('input[name=nameEn]', 'Ouyang Mingxuan');
      await page.fill('input[name=positionEn]', 'Sales Director, South China');
      await page.fill('input[name=companyEn]', 'Galaxy AI');
      await page.click('[data-testid=save-english]');
      await toastSays(page, '已保存');
    }
    // The preview is the server's page itself.
    await preview.locator(`[data-testid=card-view][data-layout=${layout}]`).waitFor();
    if (layout === 'photoHeader' || layout === 'bilingual') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `picker-${layout}`);
    }
    // What visitors get: the same layout and theme, checked by axe and for tap targets at 375, and fitting 320 and 540.
    await visitor.page.goto(`/multipage/card/${phoneIdEcr}`);
    const view = visitor.page.locator('[data-testid=card-view]');
    expect(await view.getAttribute('data-layout')).toBe(layout);
    if (theme) expect(await view.getAttribute('data-theme')).toBe(theme);
    if (layout === 'bilingual') expect(await visitor.page.textContent('[data-testid=card-english]')).toContain('Ouyang Mingxuan');
    if (layout === 'company') expect(await visitor.page.textContent('[data-testid=card-brand]')).toContain('星河智能科技');
    await shot(visitor.page, `page-${layout}`);
    for (const width of [320, 540]) {
      await visitor.page.setViewportSize({ width, height: 667 });
      const overflow = await visitor.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${layout} at ${width} px`).toBeLessThanOrEqual(0);
    }
    await visitor.page.setViewportSize({ width: 375, height: 667 });
  }

  // The admin locks the company layout on the screen: the other layouts are refused, with the company's note.
  await page.click('[data-testid=brand-lock]');
  await page.click('[data-testid=save-brand]');
  await page.waitForSelector('[data-testid=layout-locked]');
  expect(await page.isDisabled('[data-testid=layout-split]')).toBe(true);
  await page.waitForSelector('[data-testid=layout-company][aria-pressed=true]');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'picker-locked');

  // The management centre's tiles take the card's theme (sunset, chosen last): its accent tints their icons.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-module-id="62"]');
  await expect.poll(() => page.getAttribute('[data-testid=home-tiles]', 'data-theme')).toBe('sunset');
  expect(await page.$eval('[data-module-id="62"] .tile-icon', (e) => getComputedStyle(e).color)).toBe('rgb(188, 76, 0)');
  await shot(page, 'home-sunset');
  await visitor.context.close();
}, 180_000);
