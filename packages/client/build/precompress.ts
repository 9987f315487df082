import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; HTML is left out because the server sends index.html itself (with its CSP). */
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best level) and `<file>.gz` beside every text file of the build, once, so the
 * server sends compressed bytes without compressing on each request (@fastify/static `preCompressed`). Only copies
 * that come out smaller are kept.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'card-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!TEXT.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
