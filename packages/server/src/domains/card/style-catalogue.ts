import { loadSharp } from '../../lib/sharp';
import { THEMES, type ThemeId } from '@card/contract';
import type { StorageProvider } from '../../providers/storage';

/** Preview colours of each theme: the two stops of the card header gradient (the client's theme-<id> classes). */
export const THEME_COLORS: Record<ThemeId, [string, string]> = {
  classic: ['#1f6feb', '#5b9dff'],
  business: ['#24292f', '#57606a'],
  ink: ['#3d3d3d', '#8c8c8c'],
  ocean: ['#0969da', '#54aeff'],
  sunset: ['#bc4c00', '#fb8f44'],
};
export const themeOptions = () => THEMES.map((id) => ({ id, colors: THEME_COLORS[id] }));

/** Built-in backgrounds: soft gradients with a light pattern, drawn once per process into file storage. */
const BUILTIN = [
  { id: 'bg-aurora', from: '#d8f3ff', to: '#e9ddff', dot: '#ffffff' },
  { id: 'bg-paper', from: '#fbf7ef', to: '#efe6d4', dot: '#e2d5bb' },
  { id: 'bg-mint', from: '#e3fbef', to: '#c9efe0', dot: '#ffffff' },
  { id: 'bg-dusk', from: '#ffe4d6', to: '#f7c6d9', dot: '#fff3ec' },
  { id: 'bg-slate', from: '#eef1f5', to: '#d5dce6', dot: '#ffffff' },
] as const;

const W = 375;
const H = 667;
function svgOf(bg: (typeof BUILTIN)[number], seed: number): string {
  // A small deterministic scatter of soft circles, different for each background.
  let x = seed * 7919 + 17;
  const rand = () => {
    x = (x * 48271) % 2147483647;
    return x / 2147483647;
  };
  const dots = Array.from(
    { length: 18 },
    () => `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * H)}" r="${Math.round(8 + rand() * 40)}" fill="${bg.dot}" fill-opacity="0.4"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${bg.from}"/><stop offset="1" stop-color="${bg.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${dots}</svg>`
  );
}

const drawn = new WeakMap<StorageProvider, Promise<{ id: string; url: string }[]>>();

/** The built-in backgrounds with their URLs; the images are drawn and stored on first use by each storage. */
export function builtinBackgrounds(storage: StorageProvider): Promise<{ id: string; url: string }[]> {
  let list = drawn.get(storage);
  if (!list) {
    list = Promise.all(
      BUILTIN.map(async (bg, i) => {
        const sharp = await loadSharp();
        const png = await sharp(Buffer.from(svgOf(bg, i + 1)))
          .png()
          .toBuffer();
        const stored = await storage.put(`builtin/backgrounds/${bg.id}.png`, png, 'image/png');
        return { id: bg.id, url: stored.url };
      }),
    );
    list.catch(() => drawn.delete(storage));
    drawn.set(storage, list);
  }
  return list;
}
