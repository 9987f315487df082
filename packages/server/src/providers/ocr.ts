import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config';
import { type OcrLine, pairLines, tsvLines, type WordBox } from './ocr-lines';
import { prepareForOcr, type PrepareOptions } from './ocr-prepare';
import { prepareWordStrip, wordsBySlot } from './ocr-words';

export type { OcrLine, PrepareOptions, WordBox };

export type OcrOptions = { signal?: AbortSignal; prepare?: PrepareOptions; langs?: string; psm?: number };

/** How readWords reads the words: `shape`, the Latin shape model (SHAPE_MODEL); `latin`, Debian's eng LSTM alone. */
export type WordReader = 'shape' | 'latin';

/**
 * Text recognition of a card photo; answers the text read, line by line. `psm` overrides the provider's page mode for
 * one read. `readLines`, where the provider has it, answers the same reading's lines with each word's confidence
 * (network-scan-read.ts chooses between readings by them); a provider without it is read as sure of every word.
 */
export interface OcrProvider {
  read(image: Uint8Array, opts?: OcrOptions): Promise<string>;
  readLines?(image: Uint8Array, opts?: OcrOptions): Promise<OcrLine[]>;
  /**
   * The words in `boxes` (pixels of the picture readLines read with the same `prepare`) read again, cut out and alone,
   * by `reader`: one text a box ('' where it saw nothing); null when the shape model is not installed.
   */
  readWords?(image: Uint8Array, boxes: readonly WordBox[], reader: WordReader, opts?: OcrOptions): Promise<string[] | null>;
}

/**
 * tesseract's page segmentation: 4 (one column of lines of varying sizes). The issue measured 6 (one uniform block),
 * but 6 dropped a card's large name line on every layout we drew; 4 keeps it and reads the small lines as well.
 */
export const OCR_PSM = 4;

/**
 * The models: chi_sim+eng. chi_sim alone lost the dots and letters of e-mails (zhou.jie -> zhoujie), but with eng
 * tesseract may take a card's large bold Chinese name for Latin letters (林晓 -> "PEGE,"): the reading then asks chi_sim
 * alone for the name (network-scan-read.ts).
 */
export const OCR_LANGS = 'chi_sim+eng';

export const TESSERACT = process.env.TESSERACT_PATH || 'tesseract';

/**
 * The Latin shape model: the legacy (pre-LSTM) classifier's parts of tessdata 4.0.0's eng model, without its
 * dictionaries and its LSTM (1 MB instead of 23 MB: it loads in ~0.2 s), which `npm test` and `npm start` build into
 * node_modules/.tessdata (scripts/lib.mjs ensureTesseract), or OCR_TESSDATA_DIR. Debian's eng model is LSTM only,
 * and its LSTM reads "qhlab" as "ghlab" in one of the bench's fonts as surely as it reads it right in another: it
 * weighs the letters around, and "gh" is the likelier English pair. The shape classifier looks at each letter alone
 * and tells q's straight tail from g's hook (docs/bench.md session 13).
 */
export const SHAPE_MODEL = 'lat_shape';
// From config: it resolves the repository root alike from src/ and from the built dist/server.js.
export const shapeModelDir = () => process.env.OCR_TESSDATA_DIR || path.join(repoRoot, 'node_modules', '.tessdata');
let shapeModel: { dir: string; present: boolean } | undefined;
/**
 * Whether the shape model is installed, looked for once per folder (the folder can change: OCR_TESSDATA_DIR):
 * without it a side is read as before, by the LSTM alone.
 */
function hasShapeModel(): boolean {
  const dir = shapeModelDir();
  if (shapeModel?.dir !== dir) shapeModel = { dir, present: existsSync(path.join(dir, `${SHAPE_MODEL}.traineddata`)) };
  return shapeModel.present;
}

/** tesseract is missing or gave up (not the picture's fault): worth another try later. */
export class OcrFailed extends Error {
  constructor(
    message: string,
    readonly killed: boolean,
  ) {
    super(message);
    this.name = 'OcrFailed';
  }
}

/**
 * The local provider: the picture prepared with sharp (ocr-prepare.ts), then Debian's tesseract with the simplified
 * Chinese and English models (OCR_LANGS) as a child process (no shell: the file name is ours, in a temp folder always removed),
 * `--psm 4` (OCR_PSM), killed on the time
 * limit or the caller's abort so a hostile picture cannot hang a worker.
 */
export function localOcr(opts: { timeoutMs?: number; langs?: string; psm?: number } = {}): OcrProvider {
  // One recognition writes both the text and the table of words with their confidences (ocr-lines.ts), as files
  // beside the picture: tesseract cannot send two renderers' output to stdout apart.
  async function readLines(image: Uint8Array, o: OcrOptions = {}): Promise<OcrLine[]> {
    const prepared = await prepareForOcr(image, o.prepare);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const file = path.join(dir, 'card.png');
      const base = path.join(dir, 'out');
      await fs.writeFile(file, prepared);
      const args = [file, base, '-l', o.langs ?? opts.langs ?? OCR_LANGS, '--psm', String(o.psm ?? opts.psm ?? OCR_PSM), 'txt', 'tsv'];
      await tesseract(args, opts.timeoutMs ?? 90_000, o.signal);
      const [txt, tsv] = await Promise.all([fs.readFile(`${base}.txt`, 'utf8'), fs.readFile(`${base}.tsv`, 'utf8')]);
      return pairLines(txt.slice(0, 200_000), tsv.slice(0, 2_000_000));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  async function readWords(image: Uint8Array, boxes: readonly WordBox[], reader: WordReader, o: OcrOptions = {}): Promise<string[] | null> {
    if (reader === 'shape' && !hasShapeModel()) return null;
    if (!boxes.length) return [];
    const strip = await prepareWordStrip(image, boxes, o.prepare);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const file = path.join(dir, 'words.png');
      const base = path.join(dir, 'out');
      await fs.writeFile(file, strip.png);
      // --oem 0: the legacy engine, the only one the shape model has; --psm 6: the strip is one block of lines.
      const model = reader === 'shape' ? ['--tessdata-dir', shapeModelDir(), '-l', SHAPE_MODEL, '--oem', '0'] : ['-l', 'eng'];
      const args = [file, base, ...model, '--psm', '6', '-c', 'tessedit_create_tsv=1', '-c', 'tessedit_create_txt=0'];
      await tesseract(args, opts.timeoutMs ?? 90_000, o.signal);
      return wordsBySlot(tsvLines((await fs.readFile(`${base}.tsv`, 'utf8')).slice(0, 2_000_000)).flat(), strip.slots);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  return {
    readLines,
    readWords,
    read: async (image, o) => (await readLines(image, o)).map((l) => l.text).join('\n'),
  };
}

function tesseract(args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new OcrFailed('tesseract aborted', true));
      return;
    }
    // One thread: the queue already runs one recognition per instance, and OpenMP's threads fought the web server.
    const child = spawn(TESSERACT, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    let out = '';
    let err = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(kill, timeoutMs);
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      if (out.length < 200_000) out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      err = (err + c).slice(-2_000);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new OcrFailed(`tesseract could not start: ${e.message}`, false));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      if (killed) reject(new OcrFailed('tesseract was stopped (time limit or abort)', true));
      else if (code !== 0) reject(new OcrFailed(`tesseract exited with ${code}: ${err.slice(-200)}`, false));
      else resolve(out);
    });
  });
}
