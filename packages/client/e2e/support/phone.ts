import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * What a journey needs of the server it runs against, and the phone it opens there. Apart from browser.ts (which
 * re-exports it) so session.ts can open a signed-in phone without importing the toolkit that re-exports sessions.
 */
export const baseURL = () => inject('baseURL');

/** A 375x667 phone, Chinese by default, like the in-app browser most visitors use. */
export async function phone(browser: Browser, opts: { locale?: string; userAgent?: string; bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    // Device scale 1: what is checked (layout in CSS px, tap targets, text, axe) is the same at any scale, and the
    // screenshots are saved in CSS px anyway; drawing a quarter of the pixels cut the journeys' time by about 7 %.
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: opts.locale ?? 'zh-CN',
    userAgent: opts.userAgent ?? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    // The journeys run under the server's real Content-Security-Policy: whatever the page does that the policy
    // blocks is recorded below and fails the screen's check (support/a11y.ts). `bypassCSP: true` only for a test
    // page of our own that needs inline code.
    baseURL: baseURL(),
    acceptDownloads: true,
    bypassCSP: opts.bypassCSP ?? false,
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return { context, page: await context.newPage() };
}

/** The newest code the local SMS provider sent to a phone (dev-only outbox endpoint). */
export async function smsCode(phoneNumber: string, region = '+86'): Promise<string> {
  const res = await fetch(`${baseURL()}/dev/smsOutbox?to=${encodeURIComponent(region + phoneNumber)}`);
  const { messages } = (await res.json()) as { messages: { code?: string }[] };
  if (!messages[0]?.code) throw new Error(`no SMS sent to ${phoneNumber}`);
  return messages[0].code;
}
