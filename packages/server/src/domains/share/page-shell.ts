import { escapeHtml } from './card-head';
import type { CardPageInput } from './card-page';
import { parseCss, usedCss, wordsOf, type CssNode } from './page-css.rules';

/**
 * The built client's index.html turned into a page shell for server-rendered pages: same head (viewport, root
 * font-size script) with the app's and the card page's stylesheets inline, but without the app's module scripts,
 * so a visitor downloads no application code and nothing but the page itself. Pure: strings in, strings out.
 */
export interface PageShell {
  html: string;
  /** The app's stylesheets, parsed once: each page inlines the rules it uses (page-css.rules.ts). */
  css: CssNode[];
  /** Client paths the card page links to (they open the app). */
  paths: CardPageInput['paths'];
}

/**
 * `css`: the stylesheets the page needs, as text, put inline in one style element: on a slow link a linked
 * stylesheet holds the first paint for one more round trip, while the page's CSS is a few kB compressed with the
 * HTML. The app's own stylesheet links go (their rules are in `css`).
 */
export function makeShell(indexHtml: string, css: string, paths: PageShell['paths']): PageShell {
  const html = indexHtml
    // The app's loading shell (top bar + skeleton) is for the app; the server fills #root with the page itself.
    .replace(/<!--app-shell-->[\s\S]*?<!--\/app-shell-->/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  return { html, css: parseCss(css), paths };
}

/**
 * `style`: the page's own rules (a card layout's), after the app's stylesheet so they win at equal weight. The app's
 * rules go inline cut to the words of this page (its markup and its script), decided once per page render.
 */
export function fillShell(shell: PageShell, page: { lang: string; title: string; head: string; body: string; script: string; style?: string }): string {
  const filled = shell.html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.script}`);
  const css = usedCss(shell.css, wordsOf(filled + (page.style ?? '')));
  return filled.replace('</head>', () => `${css ? `  <style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n` : ''}${page.style ?? ''}</head>`);
}
