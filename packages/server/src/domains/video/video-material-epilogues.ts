import type { Db } from '../../db';
import { loadSharp } from '../../lib/sharp';
import type { StorageProvider } from '../../providers/storage';
import { videoMaterialRepository } from './video-material.repository';
import { SYNTH_FRAME } from './video-material.rules';

/**
 * The built-in epilogues (closing cards) every user may put after a video. Their pictures are drawn from SVG with
 * sharp and stored under `builtin/epilogues/` (built-in files: never in a quota, never released) the first time a
 * storage is used, so a server whose storage is not the one the seed drew into still has them; the rows are
 * upserted at the same time (the seed calls the same function). Named in both languages (decision 0032); each
 * picture carries its Chinese line and an English caption, so one picture serves both.
 */
export const BUILTIN_EPILOGUES = [
  { id: 'epilogueBuiltinThanks', name: '感谢观看', nameEn: 'Thanks for watching', line: '感谢观看', sub: 'THANKS FOR WATCHING', from: '#1f6feb', to: '#5b9dff', seconds: 3 },
  { id: 'epilogueBuiltinFollow', name: '关注我', nameEn: 'Follow me', line: '喜欢就关注我吧', sub: 'FOLLOW ME', from: '#bc4c00', to: '#fb8f44', seconds: 3 },
  { id: 'epilogueBuiltinContact', name: '联系我', nameEn: 'Contact me', line: '扫码名片 联系我', sub: 'CONTACT ME', from: '#24292f', to: '#57606a', seconds: 3 },
] as const;

export const builtinEpilogueKey = (id: string) => `builtin/epilogues/${id}.png`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function svgOf(e: (typeof BUILTIN_EPILOGUES)[number]): string {
  const { width: W, height: H } = SYNTH_FRAME;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${e.from}"/><stop offset="1" stop-color="${e.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="${W / 2}" cy="${H / 2 - 160}" r="90" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="${W / 2}" y="${H / 2 + 40}" font-family="WenQuanYi Zen Hei, sans-serif" font-size="64" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(e.line)}</text>` +
    `<text x="${W / 2}" y="${H / 2 + 110}" font-family="sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.85" text-anchor="middle" letter-spacing="4">${esc(e.sub)}</text>` +
    '</svg>'
  );
}

const drawn = new WeakMap<StorageProvider, Promise<void>>();

/** Draws the built-in pictures into `storage` (once per process and storage) and upserts their rows. */
export function ensureBuiltinEpilogues(db: Db, storage: StorageProvider): Promise<void> {
  let done = drawn.get(storage);
  if (!done) {
    done = (async () => {
      const sharp = await loadSharp();
      const repo = videoMaterialRepository(db);
      for (const e of BUILTIN_EPILOGUES) {
        const key = builtinEpilogueKey(e.id);
        const url = (await storage.read(key))
          ? storage.urlOf(key)
          : (
              await storage.put(
                key,
                await sharp(Buffer.from(svgOf(e)))
                  .png()
                  .toBuffer(),
                'image/png',
              )
            ).url;
        await repo.upsertBuiltIn({ id: e.id, name: e.name, nameEn: e.nameEn, imageUrl: url, text: '', seconds: e.seconds });
      }
    })();
    done.catch(() => drawn.delete(storage));
    drawn.set(storage, done);
  }
  return done;
}
