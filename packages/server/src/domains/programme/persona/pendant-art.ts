import { LIMITS, type PendantCategory } from '@card/contract';
import { loadSharp } from '../../../lib/sharp';
import type { StorageProvider } from '../../../providers/storage';

/**
 * The seeded pendant catalogue (issue 18): frames and badges drawn as SVG and stored as transparent PNGs under
 * builtin/ (never released with a user's files). The rows (persona.seed.ts) hold the storage key; the
 * pictures are drawn on first use by each storage, like the card's built-in backgrounds, so a fresh storage heals.
 */
const S = LIMITS.programmePersona.pendantPx;
const C = S / 2;
/** The avatar sits in the middle 70% of the pendant's square; frames draw around that circle. */
const R = Math.round(S * 0.35);

export interface PendantDesign {
  id: string;
  category: PendantCategory;
  nameZh: string;
  nameEn: string;
  sort: number;
  svg: string;
}

const ring = (color: string, width: number, extra = '') => `<circle cx="${C}" cy="${C}" r="${R + width / 2}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;
const badge = (fill: string, inner: string) => `<circle cx="${S - 30}" cy="${S - 30}" r="24" fill="${fill}" stroke="#fff" stroke-width="4"/>${inner}`;
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${body}</svg>`;

export const PENDANT_DESIGNS: readonly PendantDesign[] = [
  {
    id: 'pendantSpringFestival',
    category: 'festival',
    nameZh: '新春红灯笼',
    nameEn: 'Spring lantern',
    sort: 1,
    svg: svg(
      `${ring('#d4282f', 10)}<g transform="translate(${S - 44} 8)"><line x1="18" y1="0" x2="18" y2="10" stroke="#b8860b" stroke-width="3"/>` +
        '<ellipse cx="18" cy="32" rx="18" ry="22" fill="#e23b3b" stroke="#b8860b" stroke-width="2"/><rect x="11" y="52" width="14" height="6" fill="#b8860b"/>' +
        '<line x1="18" y1="58" x2="18" y2="70" stroke="#f5c542" stroke-width="3"/></g>',
    ),
  },
  {
    id: 'pendantMidAutumn',
    category: 'festival',
    nameZh: '中秋圆月',
    nameEn: 'Mid-autumn moon',
    sort: 2,
    svg: svg(
      `${ring('#f2b705', 8, ' stroke-dasharray="6 4"')}<circle cx="${S - 34}" cy="34" r="26" fill="#ffd75e" stroke="#fff" stroke-width="3"/>` +
        `<circle cx="${S - 26}" cy="28" r="4" fill="#f2b705"/><circle cx="${S - 40}" cy="42" r="3" fill="#f2b705"/>`,
    ),
  },
  {
    id: 'pendantChristmasHat',
    category: 'festival',
    nameZh: '圣诞帽',
    nameEn: 'Christmas hat',
    sort: 3,
    svg: svg(
      `<path d="M${C - 60} ${C - 44} Q${C - 10} ${-6} ${C + 58} ${C - 60} L${C + 30} ${C - 30} Z" fill="#d62828"/>` +
        `<rect x="${C - 66}" y="${C - 52}" width="96" height="18" rx="9" fill="#fff" transform="rotate(-22 ${C - 18} ${C - 43})"/>` +
        `<circle cx="${C + 60}" cy="${C - 62}" r="12" fill="#fff"/>`,
    ),
  },
  {
    id: 'pendantGoldFrame',
    category: 'business',
    nameZh: '金色商务框',
    nameEn: 'Gold frame',
    sort: 4,
    svg: svg(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7e19b"/><stop offset="0.5" stop-color="#c9a227"/>` +
        `<stop offset="1" stop-color="#8a6d12"/></linearGradient></defs>${ring('url(#g)', 12)}${ring('#fff', 2, ' stroke-opacity="0.7"')}`,
    ),
  },
  {
    id: 'pendantVerifiedBadge',
    category: 'business',
    nameZh: '认证徽章',
    nameEn: 'Verified badge',
    sort: 5,
    svg: svg(
      `${ring('#1f6feb', 6)}${badge('#1f6feb', `<path d="M${S - 42} ${S - 30} l8 8 l16 -16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}`,
    ),
  },
  {
    id: 'pendantStarBadge',
    category: 'business',
    nameZh: '金牌之星',
    nameEn: 'Gold star',
    sort: 6,
    svg: svg(`${ring('#24292f', 6)}${badge('#f2b705', `<polygon points="${star(S - 30, S - 30, 15, 7)}" fill="#fff"/>`)}`),
  },
  {
    id: 'pendantCatEars',
    category: 'fun',
    nameZh: '萌猫耳朵',
    nameEn: 'Cat ears',
    sort: 7,
    svg: svg(
      `<path d="M${C - 64} ${C - 26} L${C - 58} ${C - 86} L${C - 18} ${C - 58} Z" fill="#444" stroke="#fff" stroke-width="3"/>` +
        `<path d="M${C + 64} ${C - 26} L${C + 58} ${C - 86} L${C + 18} ${C - 58} Z" fill="#444" stroke="#fff" stroke-width="3"/>` +
        `<path d="M${C - 54} ${C - 40} L${C - 52} ${C - 72} L${C - 30} ${C - 56} Z" fill="#ff9eb5"/>` +
        `<path d="M${C + 54} ${C - 40} L${C + 52} ${C - 72} L${C + 30} ${C - 56} Z" fill="#ff9eb5"/>`,
    ),
  },
  {
    id: 'pendantCrown',
    category: 'fun',
    nameZh: '小皇冠',
    nameEn: 'Little crown',
    sort: 8,
    svg: svg(
      `<path d="M${C - 40} ${C - 58} L${C - 44} ${C - 92} L${C - 20} ${C - 72} L${C} ${C - 96} L${C + 20} ${C - 72} L${C + 44} ${C - 92} L${C + 40} ${C - 58} Z"` +
        ' fill="#f5c542" stroke="#b8860b" stroke-width="3" stroke-linejoin="round"/>' +
        `<circle cx="${C}" cy="${C - 70}" r="5" fill="#d4282f"/>${ring('#f5c542', 4)}`,
    ),
  },
];

/** The points of a five-pointed star around (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** Where a design's picture is stored. */
export const pendantKeyOf = (id: string) => `builtin/pendants/${id}.png`;

const drawn = new WeakMap<StorageProvider, Promise<void>>();

/** Draws and stores every design's PNG once per storage (a failed draw is retried on the next call). */
export function ensurePendantImages(storage: StorageProvider): Promise<void> {
  let done = drawn.get(storage);
  if (!done) {
    done = (async () => {
      const sharp = await loadSharp();
      await Promise.all(
        PENDANT_DESIGNS.map(async (d) => {
          if (await storage.read(pendantKeyOf(d.id))) return;
          await storage.put(pendantKeyOf(d.id), await sharp(Buffer.from(d.svg)).png().toBuffer(), 'image/png');
        }),
      );
    })();
    done.catch(() => drawn.delete(storage));
    drawn.set(storage, done);
  }
  return done;
}
