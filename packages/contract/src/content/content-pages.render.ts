import { LIMITS } from '../common/limits';
import { mapLinks, type MapTarget } from '../share/map-links';
import type { Lang } from '../common/error-codes';
import { cleanDialNumber, type TBlock, type TPageContent } from './content-pages.schemas';

/**
 * The visitor's micro page or V-Leaflet as HTML (pure: data in, markup out). The server renders published pages with
 * it and the builder's preview shows the draft with it (in a sandboxed frame), so the owner sees what visitors get. No application JavaScript and no
 * script at all: forms are plain HTML posts, a leaflet swipes with CSS scroll-snap. Every user value goes through
 * `h` (HTML escape), and links are built only from what the contract let through (http(s), tel:, our own paths).
 * Images load lazily; the CSS is inline and small, so the page paints from its first response on a 3G link.
 */
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);
const h = escapeHtml;

export interface PublishedMicroPage {
  kind: 'page' | 'leaflet';
  title: string;
  content: TPageContent;
}
export interface MicroPageRenderInput {
  page: PublishedMicroPage;
  publicId: string;
  origin: string;
  lang: Lang;
  /** The owner's card (the "open my card" button). */
  cardPath: string;
}

const T = {
  'zh-CN': {
    price: '价格',
    map: '查看地图',
    consent: '我已阅读并同意',
    notFound: '页面不存在或已下线',
    notFoundHint: '链接可能已失效，去看看其他内容吧。',
    home: '返回首页',
    sent: '提交成功，感谢您的信息！',
    swipe: '左右滑动翻页',
  },
  en: {
    price: 'Price',
    map: 'Open the map',
    consent: 'I have read and agree',
    notFound: 'This page does not exist or is offline',
    notFoundHint: 'The link may have expired.',
    home: 'Home',
    sent: 'Sent. Thank you!',
    swipe: 'Swipe for more pages',
  },
};

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#f5f6f7}
main{max-width:640px;margin:0 auto;background:#fff;min-height:100vh;padding:12px 16px 32px}h1,h2{line-height:1.3;margin:16px 0 8px}h1{font-size:22px}h2{font-size:19px}
p{margin:8px 0;white-space:pre-wrap;word-break:break-word}img,video{display:block;width:100%;height:auto;border-radius:8px;margin:8px 0;background:#eee}
.btn{display:flex;align-items:center;justify-content:center;min-height:44px;margin:12px 0;padding:8px 16px;border-radius:22px;background:#1f6feb;color:#fff;text-decoration:none;font-weight:600;border:0;width:100%;font-size:16px}
form{margin:12px 0;padding:12px;border:1px solid #dde1e6;border-radius:8px}label{display:block;margin:8px 0 4px;font-size:14px;color:#4e5969}
input[type=text],input[type=tel],textarea{width:100%;min-height:44px;padding:8px 10px;border:1px solid #c9cdd4;border-radius:6px;font-size:16px}
.consent{display:flex;gap:8px;align-items:flex-start;min-height:44px;font-size:14px}.consent input{width:22px;height:22px;flex:none;margin-top:2px}
.card{border:1px solid #dde1e6;border-radius:8px;padding:12px;margin:12px 0}.price{color:#c2410c;font-weight:700;font-size:18px}
.map{display:block;min-height:44px;padding:10px 12px;border-radius:8px;background:#f2f3f5;color:#1f2329;text-decoration:none;margin:12px 0}
.note{padding:10px 12px;border-radius:8px;margin:8px 0;background:#e8f3ff;color:#0e42d2}.note.err{background:#ffece8;color:#a1151e}.req{color:#a1151e}
.lf{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;height:100vh}.lf>section{flex:0 0 100%;scroll-snap-align:start;overflow-y:auto;padding:12px 16px 40px;background:#fff}
.lf-main{max-width:none;padding:0}.hint{position:fixed;bottom:8px;left:0;right:0;text-align:center;font-size:12px;color:#4e5969}.nf{text-align:center;padding-top:80px}`;

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const abs = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** One block. Forms post to the contract's `submitPageLead` with `via=page` (a 303 brings the visitor back). */
export function renderMicroPageBlock(b: TBlock, r: MicroPageRenderInput): string {
  const t = T[r.lang];
  switch (b.type) {
    case 'text':
      return b.style === 'heading' ? `<h2>${h(b.text)}</h2>` : `<p>${h(b.text)}</p>`;
    case 'image':
      return `<img src="${h(b.url)}" alt="${h(b.alt)}" loading="lazy" decoding="async">`;
    case 'video':
      return `<video src="${h(b.url)}" controls preload="none" playsinline></video>`;
    case 'button': {
      const href = b.action === 'link' ? b.url : b.action === 'call' ? `tel:${cleanDialNumber(b.url)}` : r.cardPath;
      const rel = b.action === 'link' ? ' rel="noopener nofollow ugc"' : '';
      return `<a class="btn" href="${h(href)}"${rel}>${h(b.label)}</a>`;
    }
    case 'form': {
      const fields = b.fields
        .map((f, i) => {
          const id = `${b.id}-f${i}`;
          const req = f.required ? ' required' : '';
          const mark = f.required ? ' <span class="req" aria-hidden="true">*</span>' : '';
          const input =
            f.kind === 'text'
              ? `<textarea id="${id}" name="f${i}" rows="3" maxlength="${LIMITS.content.leadTextMax}"${req}></textarea>`
              : `<input id="${id}" name="f${i}" type="${f.kind === 'phone' ? 'tel' : 'text'}" maxlength="${f.kind === 'phone' ? 20 : LIMITS.content.leadNameMax}"${f.kind === 'phone' ? ' autocomplete="tel"' : ' autocomplete="name"'}${req}>`;
          return `<label for="${id}">${h(f.label)}${mark}</label>${input}`;
        })
        .join('');
      return (
        `<form id="lead-${h(b.id)}" method="post" action="/microPage/submitPageLead.xhtml"><!--notice:${h(b.id)}-->` +
        `<input type="hidden" name="publicId" value="${h(r.publicId)}"><input type="hidden" name="blockId" value="${h(b.id)}"><input type="hidden" name="via" value="page">` +
        `${fields}<label class="consent"><input type="checkbox" name="consent" value="true" required><span>${h(b.consent)}</span></label>` +
        `<button class="btn" type="submit">${h(b.submitLabel)}</button></form>`
      );
    }
    case 'map': {
      // Amap's marker, or its place search for the address when the point has no coordinates.
      const href = amapHref({ lat: b.lat, lng: b.lng, name: b.name, address: b.address ?? '' });
      return `<a class="map" href="${h(href)}" rel="noopener">📍 <strong>${h(b.name)}</strong>${b.address ? `<br>${h(b.address)}` : ''}<br><small>${t.map}</small></a>`;
    }
    case 'product':
      return (
        `<div class="card">${b.imageUrl ? `<img src="${h(b.imageUrl)}" alt="${h(b.name)}" loading="lazy" decoding="async">` : ''}` +
        `<strong>${h(b.name)}</strong><div class="price" aria-label="${t.price}">${yuan(b.priceFen)}</div>${b.description ? `<p>${h(b.description)}</p>` : ''}</div>`
      );
  }
}

/** What link previews show: the title, the first paragraph, the first image. */
function headOf(r: MicroPageRenderInput): string {
  const blocks = r.page.content.pages ? r.page.content.pages.flatMap((p) => p.blocks) : (r.page.content.blocks ?? []);
  const text = blocks.find((b) => b.type === 'text' && b.style === 'paragraph');
  const image = blocks.find((b) => b.type === 'image' || (b.type === 'product' && b.imageUrl));
  const desc = text?.type === 'text' ? [...text.text].slice(0, 80).join('') : '';
  const img = image?.type === 'image' ? image.url : image?.type === 'product' ? image.imageUrl : '';
  const url = `${r.origin}/multipage/p/${r.publicId}`;
  return (
    `<meta property="og:type" content="website"><meta property="og:title" content="${h(r.page.title)}"><meta property="og:url" content="${h(url)}">` +
    (desc ? `<meta name="description" content="${h(desc)}"><meta property="og:description" content="${h(desc)}">` : '') +
    (img ? `<meta property="og:image" content="${h(abs(r.origin, img))}">` : '')
  );
}

const doc = (lang: Lang, title: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${h(title)}</title>${head}<style>${CSS}</style></head><body>${body}</body></html>`;

/** The whole page: the same for every visitor of a version (notices are put in per request, see withNotice). */
export function renderPublishedPage(r: MicroPageRenderInput): string {
  const body = r.page.content.pages
    ? `<main class="lf-main"><div class="lf">${r.page.content.pages.map((p, i) => `<section aria-label="${i + 1}/${r.page.content.pages!.length}">${i === 0 ? `<h1>${h(r.page.title)}</h1>` : ''}${p.blocks.map((b) => renderMicroPageBlock(b, r)).join('')}</section>`).join('')}</div>` +
      `${r.page.content.pages.length > 1 ? `<div class="hint">${T[r.lang].swipe} ›</div>` : ''}</main>`
    : `<main><h1>${h(r.page.title)}</h1>${(r.page.content.blocks ?? []).map((b) => renderMicroPageBlock(b, r)).join('')}</main>`;
  return doc(r.lang, r.page.title, headOf(r), body);
}

/** The outcome of a form post shown above that form: thanks, or the catalogue message of the refusal. */
export function withLeadNotice(html: string, blockId: string, notice: { ok: boolean; text: string }): string {
  const marker = `<!--notice:${h(blockId)}-->`;
  return html.replace(marker, `<p class="note${notice.ok ? '' : ' err'}" role="${notice.ok ? 'status' : 'alert'}">${h(notice.text)}</p>`);
}
export const leadSentText = (lang: Lang) => T[lang].sent;

/** What a visitor typed into a refused form: the answers by field (`f0`…), the consent box, the field refused. */
export interface LeadDraft {
  answers: Record<string, string>;
  consent: boolean;
  field?: string;
  text?: string;
}

/**
 * Brings a refused form back (issue 32, item 7): the page has no script, so after the post comes back the form is
 * rendered again with what was typed and the consent as it was. The refusal is said once: under the field it names
 * (an answer `fN` or the consent box), or above the form when it names none of the form's fields (the form changed
 * meanwhile, too many leads), since a message both above the form and under the field read as two problems.
 */
export function withLeadRefusal(html: string, blockId: string, refusal: LeadDraft & { text: string }): string {
  const start = html.indexOf(`<form id="lead-${h(blockId)}"`);
  const end = start < 0 ? -1 : html.indexOf('</form>', start);
  if (end < 0) return html;
  const bid = h(blockId);
  const { answers, field, text } = refusal;
  let said = false;
  /** The attributes and the message of the refused field, once; nothing for the others. */
  const mark = (key: string): { attrs: string; msg: string } => {
    if (field !== key || said) return { attrs: '', msg: '' };
    said = true;
    const id = `${bid}-${key}`;
    return { attrs: ` aria-invalid="true" aria-describedby="${id}-err"`, msg: `<p class="note err" id="${id}-err">${h(text)}</p>` };
  };
  // Every answer field of the form, typed or not: an empty required answer is refused too, under its own input.
  let form = html
    .slice(start, end)
    .replace(new RegExp(`(<input id="${bid}-(f\\d)")([^>]*>)`, 'g'), (_m, a: string, key: string, b: string) => {
      const { attrs, msg } = mark(key);
      const value = answers[key];
      return `${a}${value ? ` value="${h(value)}"` : ''}${attrs}${b}${msg}`;
    })
    .replace(new RegExp(`(<textarea id="${bid}-(f\\d)")([^>]*>)(</textarea>)`, 'g'), (_m, a: string, key: string, b: string, c: string) => {
      const { attrs, msg } = mark(key);
      return `${a}${attrs}${b}${h(answers[key] ?? '')}${c}${msg}`;
    })
    .replace(/(<label class="consent"><input type="checkbox" name="consent" value="true")([^>]*>[\s\S]*?<\/label>)/, (_m, a: string, b: string) => {
      const { attrs, msg } = mark('consent');
      return `${a}${refusal.consent ? ' checked' : ''}${attrs ? ` id="${bid}-consent"${attrs}` : ''}${b}${msg}`;
    });
  if (!said) form = withLeadNotice(form, blockId, { ok: false, text });
  return html.slice(0, start) + form + html.slice(end);
}

/** Unknown, unpublished and offline pages alike: a friendly page with a way onward (status 404). */
export function renderMicroPageNotFound(lang: Lang): string {
  const t = T[lang];
  return doc(lang, t.notFound, '', `<main class="nf"><h1>${t.notFound}</h1><p>${t.notFoundHint}</p><a class="btn" href="/multipage/acc/acc_home">${t.home}</a></main>`);
}

const amapHref = (p: MapTarget) => mapLinks(p)[0].url;
