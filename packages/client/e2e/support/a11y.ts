import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The accessibility check every journey runs on every screen it visits (docs: shared MOBILE-UX "Touch and
 * reading"): axe-core's WCAG 2.0/2.1 A and AA rules find nothing, and every visible interactive element offers at
 * least 44x44 CSS px to a finger. axe's source is evaluated through the DevTools protocol (page.evaluate), which
 * the page's Content-Security-Policy does not govern, so the journeys run under the real CSP; and every screen is
 * also checked for CSP violations the page itself caused (collected by support/browser.ts `phone`).
 */
// The minified build (560 kB, the same code as axe.js's 1.26 MB): it is evaluated anew in every document a journey
// checks, and takes a third less time to parse there.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const MIN_TARGET = 44;

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Puts axe-core into the page as a script compiled with a source URL (DevTools' compileScript and runScript), not as
 * an evaluated string: V8 keeps compiled scripts per renderer process keyed by source and URL, so every later
 * document of the phone (same site, same process) reuses the parse and the bytecode of axe's functions instead of
 * compiling 560 kB again. Measured on the management centre, per document: evaluate 160 ms of renderer CPU, this
 * 90 ms (docs/bench.md session 14).
 */
async function injectAxe(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Runtime.enable');
    const { scriptId, exceptionDetails } = await cdp.send('Runtime.compileScript', { expression: AXE_SOURCE, sourceURL: 'e2e://axe-core/axe.min.js', persistScript: true });
    if (!scriptId) throw new Error(`axe-core did not compile: ${exceptionDetails?.text}`);
    const ran = await cdp.send('Runtime.runScript', { scriptId });
    if (ran.exceptionDetails) throw new Error(`axe-core did not load: ${ran.exceptionDetails.text}`);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** axe-core's violations on the page as it is now (empty when the page passes). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  return page.evaluate(async (tags) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      targets: v.nodes.map((n: any) => `${n.target.join(' ')} ${n.html.slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`),
    }));
  }, AXE_TAGS);
}

/**
 * Visible interactive elements whose hit area is under 44x44 CSS px. The hit area of a control is the largest of
 * the element itself and the labels that activate it, so a small checkbox inside a big label row passes, and a
 * label wrapping a control is measured as the control. A transparent control still takes taps (the six-digit
 * password boxes are one invisible input), so opacity does not hide it. Not measured:
 * - a link in running text (WCAG 2.5.8's inline exception): an inline `a` whose parent element holds text of its
 *   own beside it, e.g. "我已阅读并同意《用户服务协议》";
 * - a visually hidden control (1 px or less, the screen-reader-only pattern) that a visible button drives.
 */
export async function smallTargets(page: Page, min = MIN_TARGET): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=switch], [role=checkbox], [role=radio], label';
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && !el.closest('[aria-hidden=true], [inert]');
    const srOnly = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1;
    };
    const describe = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24) || el.getAttribute('aria-label') || el.getAttribute('name') || '';
      return `${tag}${id}${testId}${cls} "${text}"`;
    };
    const inRunningText = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll(SELECTOR)) {
      // A label counts only as the hit area of the control it activates.
      const control = el instanceof HTMLLabelElement ? el.control : el;
      if (!control || seen.has(control)) continue;
      seen.add(control);
      const areas = [control, ...((control as HTMLInputElement).labels ?? [])].filter(visible);
      if (!areas.length || inRunningText(control) || (srOnly(control) && areas.length === 1 && areas[0] === control)) continue;
      const best = areas.map((a) => a.getBoundingClientRect()).reduce((b, r) => (r.width * r.height > b.width * b.height ? r : b));
      if (best.width + 0.01 < min || best.height + 0.01 < min) {
        out.push({ what: describe(control), width: Math.round(best.width * 10) / 10, height: Math.round(best.height * 10) / 10 });
      }
    }
    return out;
  }, min);
}

/** The shapes of the screens axe passed in this worker (vitest.e2e.config.ts keeps a worker's modules between files). */
const passedShapes = new Set<string>();

/**
 * What axe's findings depend on, as a hash: for each element its tag, classes, role, type, the names of its other
 * attributes (plus the values of the aria and state attributes), and whether it holds text of its own; and the
 * document's language and title. Two screens of one shape differ only in their words, which axe's rules do not read
 * (a missing name, alt or label changes the shape). Text colours come from the classes, so contrast is covered too.
 */
async function screenShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const KEEP_VALUE =
      /^(aria-(?!label$|describedby$|labelledby$|controls$|activedescendant$|owns$)|role$|type$|disabled$|hidden$|tabindex$|lang$|dir$|scope$|headers$|colspan$|rowspan$|autocomplete$|inert$|open$|style$)/;
    let h = 2166136261;
    const add = (s: string) => {
      for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 16777619);
      }
    };
    add(`${document.documentElement.lang}|${document.title ? 't' : ''}|`);
    for (const el of document.querySelectorAll('body *')) {
      add(el.tagName);
      for (const a of [...el.attributes].sort((x, y) => (x.name < y.name ? -1 : 1)))
        add(KEEP_VALUE.test(a.name) || a.name === 'class' ? `${a.name}=${a.value}` : `${a.name}${a.value ? '+' : '-'}`);
      add([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') ? 'T' : 't');
    }
    return (h >>> 0).toString(36);
  });
}

/**
 * Fails the test unless the screen passes both checks; the message lists every finding (rule id and selector, or
 * element and size), so one run shows all there is to fix.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // A raw answer shown in the browser (a JSON call a journey opens to prove what a stranger gets) is not a screen.
  if (!(await page.evaluate(() => document.contentType === 'text/html'))) return;
  // axe runs once per distinct screen shape in a test worker: a screen whose structure passed before (the management
  // centre after each sign-in, a list re-shown after a change) is not checked again; tap targets and CSP always are.
  const shape = await screenShape(page);
  const violations = passedShapes.has(shape) ? [] : await axeViolations(page);
  const small = await smallTargets(page);
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  if (!violations.length) passedShapes.add(shape);
  if (!violations.length && !small.length && !csp.length) return;
  const lines = [`accessibility of screen "${name}" (${page.url()}):`];
  for (const c of csp) lines.push(`  CSP violation: ${c}`);
  for (const v of violations) lines.push(`  axe ${v.id} (${v.impact}): ${v.help}`, ...v.targets.map((t) => `    ${t}`));
  for (const s of small) lines.push(`  tap target ${s.width}x${s.height} < ${MIN_TARGET}x${MIN_TARGET}: ${s.what}`);
  throw new Error(lines.join('\n'));
}
