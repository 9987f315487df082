// The Latin shape model for paper-card scanning (issue 34), built by scripts/lib.mjs ensureTesseract. Node built-ins
// only, and no import of lib.mjs (which imports this): the folder and the logger are passed in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The Latin shape model the server's card reading settles g/q with (packages/server/src/providers/ocr.ts SHAPE_MODEL):
 * the legacy classifier's parts of tessdata 4.0.0's eng model (npm `@tesseract.js-data/eng`, its `4.0.0` folder; Debian's
 * eng model has no legacy parts), without its dictionaries and LSTM, combined with Debian's combine_tessdata into
 * `dir`/lat_shape.traineddata (scripts/lib.mjs ensureTesseract: node_modules/.tessdata). Skipped when present. A
 * failure only warns: the server reads without it (the LSTM's reading alone).
 */
const SHAPE_PARTS = ['unicharset', 'inttemp', 'pffmtable', 'normproto', 'shapetable', 'punc-dawg', 'number-dawg', 'freq-dawg', 'version'];
export function buildShapeModel(dir, log) {
  const target = path.join(dir, 'lat_shape.traineddata');
  if (fs.existsSync(target)) return;
  log('building the Latin shape model for card scanning from npm @tesseract.js-data/eng (tessdata 4.0.0)');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'card-tessdata-'));
  const step = (cmd, args) => {
    const r = spawnSync(cmd, args, { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.error?.message ?? r.stderr?.slice(-300)}`);
  };
  try {
    step('npm', ['pack', '@tesseract.js-data/eng@1.0.0', '--silent']);
    step('tar', ['xzf', 'tesseract.js-data-eng-1.0.0.tgz', 'package/4.0.0/eng.traineddata.gz']);
    fs.writeFileSync(path.join(tmp, 'eng.traineddata'), zlib.gunzipSync(fs.readFileSync(path.join(tmp, 'package/4.0.0/eng.traineddata.gz'))));
    step('combine_tessdata', ['-u', 'eng.traineddata', 'eng.']);
    for (const part of SHAPE_PARTS) fs.copyFileSync(path.join(tmp, `eng.${part}`), path.join(tmp, `lat_shape.${part}`));
    step('combine_tessdata', ['lat_shape.']);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(tmp, 'lat_shape.traineddata'), `${target}.part`);
    fs.renameSync(`${target}.part`, target);
  } catch (e) {
    log(`the shape model could not be built (${e.message}); cards are read by the LSTM alone`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
