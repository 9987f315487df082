import { CARD_LAYOUTS, type CardLayoutId, type TCardPageTexts, type TCardView } from '@card/contract';
import { imgSrc } from './card-page-picture';
import { escapeHtml as h } from './card-head';

/**
 * The public card's layouts (issue 35): each is the same page (same sections, classes and test ids) with its own
 * head and a small stylesheet scoped to `.card.layout-<id>`, sent inline with that page only (card-page-layout-css.ts),
 * so a page carries one layout's rules, not six. The theme's colour variables apply in every layout. Pure.
 */
export interface LayoutParts {
  id: CardLayoutId;
  /** Markup at the top of the head (the photo band, the company's brand bar). */
  top: string;
  /** Markup at the end of the identity block (the English name, title and company). */
  ident: string;
  /** The background image the head itself shows (null when the layout shows it elsewhere or not at all). */
  headBg: string | null;
  /** The article's style attribute (the company's colours), '' when none. */
  style: string;
}

const HEX = /^#[0-9a-f]{6}$/;
const SAFE_URL = /^(\/files\/|https?:\/\/)[^"'()\\\s]+$/;
export const layoutOf = (id: string | undefined): CardLayoutId => ((CARD_LAYOUTS as readonly string[]).includes(id ?? '') ? (id as CardLayoutId) : 'classic');

/** WCAG contrast of #rrggbb against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

/**
 * The company's colours as the theme's variables: the head's gradient, its text in white or near-black (whichever
 * reads on the brand colour), and the accent; the accent is used for small text only when it keeps 4.5:1 on white.
 */
export function brandStyle(colors: [string, string]): string {
  const a = HEX.test(colors[0]) ? colors[0] : '';
  if (!a) return '';
  const b = HEX.test(colors[1]) ? colors[1] : a;
  const onA = contrastWithWhite(a);
  const vars = [`--card-head:linear-gradient(135deg,${a} 0%,${a} 45%,${b} 100%)`, `--card-head-fg:${onA >= 4.5 ? '#fff' : '#1f2328'}`, `--card-accent:${a}`];
  if (onA >= 4.5) vars.push(`--card-accent-text:${a}`);
  return vars.join(';');
}

/** What the card's layout adds to the page; `bgUrl`: the card's background image, checked by the caller. */
export function layoutParts(card: TCardView, t: TCardPageTexts['card'], bgUrl: string | null): LayoutParts {
  const id = layoutOf(card.layoutId);
  const none = { id, top: '', ident: '', headBg: bgUrl, style: '' };
  switch (id) {
    case 'photoHeader':
      // The background (or the theme's gradient) becomes a wide band above the avatar, the identity on the panel below.
      return { ...none, headBg: null, top: `<div class="lay-cover" aria-hidden="true"${bgUrl ? ` style="background-image:url(&quot;${h(bgUrl)}&quot;)"` : ''}></div>` };
    case 'split':
    case 'minimal':
      return { ...none, headBg: null };
    case 'bilingual': {
      const e = card.english;
      const lines = e
        ? [e.nameEn && `<p class="lay-en-name" data-testid="card-name-en">${h(e.nameEn)}</p>`, e.positionEn && `<p>${h(e.positionEn)}</p>`, e.companyEn && `<p>${h(e.companyEn)}</p>`].filter(
            Boolean,
          )
        : [];
      return { ...none, ident: lines.length ? `<div class="lay-en" lang="en" data-testid="card-english">${lines.join('')}</div>` : '' };
    }
    case 'company': {
      const b = card.brand;
      if (!b) return none;
      const logo = b.logoUrl && SAFE_URL.test(b.logoUrl) ? `<img ${imgSrc(b.logoUrl, 40)} alt="" width="40" height="40">` : '';
      return {
        ...none,
        headBg: null,
        style: brandStyle(b.colors),
        top: `<div class="lay-brand" data-testid="card-brand">${logo}<span>${h(b.name)}</span></div>`,
      };
    }
    default:
      void t;
      return none;
  }
}
