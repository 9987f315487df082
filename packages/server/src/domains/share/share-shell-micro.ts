import { escapeHtml as h } from './card-head';
import { wechatShareTags } from './card-page-wechat';

/**
 * Micro pages and V-Leaflets (/multipage/p/:publicId) are already whole server-rendered pages (the content area's
 * content-pages.render.ts, with title, og:title, og:url and, when the page has them, description and image). This
 * completes their preview like the other shared pages (issue 29): og:type article, site name, twitter card, the site
 * icon when the page has no picture, and in WeChat the JS-SDK share set-up. Pure: the rendered page in, the page
 * out; the values it reuses were escaped by the renderer and are decoded only for the (script-safe) WeChat JSON.
 */
export interface MicroShareOptions {
  siteIcon: string;
  siteName: string;
  inWeChat: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const metaOf = (html: string, attr: 'property' | 'name', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

export function completeMicroPageHead(html: string, o: MicroShareOptions): string {
  const title = metaOf(html, 'property', 'og:title');
  const url = metaOf(html, 'property', 'og:url');
  // Not a published page (the not-found page has no tags): nothing to share.
  if (title === undefined || url === undefined) return html;
  const description = metaOf(html, 'property', 'og:description') ?? '';
  const image = metaOf(html, 'property', 'og:image');
  const added = [
    image === undefined ? `<meta property="og:image" content="${h(o.siteIcon)}">` : '',
    `<meta property="og:site_name" content="${h(o.siteName)}">`,
    `<meta name="twitter:card" content="${image === undefined ? 'summary' : 'summary_large_image'}">`,
  ].join('');
  const wx = o.inWeChat ? wechatShareTags({ title: decode(title), desc: decode(description), link: decode(url), imgUrl: image === undefined ? o.siteIcon : decode(image) }) : '';
  return html
    .replace('<meta property="og:type" content="website">', () => '<meta property="og:type" content="article">')
    .replace('</head>', () => `${added}</head>`)
    .replace('</body>', () => `${wx}</body>`);
}
