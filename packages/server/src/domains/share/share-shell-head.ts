import type { Lang } from '@card/contract';
import { escapeHtml as h } from './card-head';
import { wechatShareTags } from './card-page-wechat';
import { absoluteUrl } from './share.rules';
import type { ShellContent } from './share-shell.rules';

/**
 * The app's index.html with a shared item's preview in it (issue 29). The app itself is untouched (its scripts,
 * stylesheets and loading shell stay), so the link opens the same screen as before; only the head gains the real
 * title and the Open Graph tags that chat apps and search engines read without running scripts, and #root gains a
 * <noscript> block so a visitor without JavaScript still sees what was shared and a way in. Pure: strings in, out.
 * Every value is user content, so it is escaped (attributes and text alike) and the WeChat JSON is script-safe.
 */
export type OgType = 'video.other' | 'product' | 'article' | 'website';

export interface ShellPage {
  content: ShellContent;
  ogType: OgType;
  /** Absolute canonical link of the item (og:url and the WeChat share link). */
  url: string;
  origin: string;
  /** Absolute URL of the site's icon, the picture of last resort. */
  siteIcon: string;
  siteName: string;
  lang: Lang;
  inWeChat: boolean;
  /** Client paths (under /multipage) the noscript block links to. */
  links: { home: string; register: string };
}

/** The picture a preview shows: the item's own, else its owner's avatar, else the site icon; always absolute. */
export const previewImage = (p: Pick<ShellPage, 'content' | 'origin' | 'siteIcon'>) => absoluteUrl(p.origin, p.content.image) || absoluteUrl(p.origin, p.content.ownerAvatar) || p.siteIcon;

export function shellHead(p: ShellPage): string {
  const { content, url } = p;
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${h(value)}" />`;
  return [
    meta('name', 'description', content.description),
    meta('property', 'og:type', p.ogType),
    meta('property', 'og:title', content.title),
    meta('property', 'og:description', content.description),
    meta('property', 'og:image', previewImage(p)),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', p.siteName),
    meta('name', 'twitter:card', content.image ? 'summary_large_image' : 'summary'),
    `<link rel="canonical" href="${h(url)}" />`,
  ].join('\n    ');
}

const NOSCRIPT_TEXT = {
  'zh-CN': { open: '打开名片管理中心', register: '免费注册我的名片', needsJs: '请开启 JavaScript 查看完整内容。' },
  en: { open: 'Open the management centre', register: 'Make my own card (free)', needsJs: 'Turn on JavaScript to see everything.' },
} as const;

/** What a browser without JavaScript shows in #root: the title, the words, the picture, and plain links into the app. */
export function shellNoscript(p: ShellPage): string {
  const t = NOSCRIPT_TEXT[p.lang === 'en' ? 'en' : 'zh-CN'];
  const { content } = p;
  const link = 'display:inline-block;min-height:44px;line-height:44px;padding:0 1rem;margin:0 .5rem .5rem 0;border-radius:.5rem';
  return (
    '<noscript><main style="padding:1rem" data-testid="share-noscript">' +
    `<h1 style="font-size:1.25rem;margin:0 0 .5rem">${h(content.title)}</h1>` +
    (content.description ? `<p style="color:#4b5563">${h(content.description)}</p>` : '') +
    `<img src="${h(previewImage(p))}" alt="${h(content.title)}" style="display:block;max-width:100%;max-height:60vh;margin:0 0 1rem">` +
    `<p style="color:#4b5563">${h(t.needsJs)}</p>` +
    `<a href="${h(p.links.home)}" style="${link};background:#1f6feb;color:#fff">${h(t.open)}</a>` +
    `<a href="${h(p.links.register)}" style="${link};border:1px solid #1f6feb;color:#1f6feb">${h(t.register)}</a>` +
    '</main></noscript>'
  );
}

/**
 * The page: the app's index with the item's title and tags, the noscript block first in #root (React replaces
 * #root's children when it renders, noscript included), and in WeChat the JS-SDK share set-up of the card page
 * (card-page-wechat.ts) before </body>.
 */
export function fillIndexShell(indexHtml: string, p: ShellPage): string {
  const wx = p.inWeChat ? wechatShareTags({ title: p.content.title, desc: p.content.description, link: p.url, imgUrl: previewImage(p) }) : '';
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${p.lang === 'en' ? 'en' : 'zh-CN'}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${h(p.content.title)}</title>`)
    .replace('<!--app-head-->', () => shellHead(p))
    .replace('<div id="root">', () => `<div id="root">${shellNoscript(p)}`)
    .replace('</body>', () => `${wx}</body>`);
}
