import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type OcrLine, pairLines } from './ocr-lines';
import { prepareForOcr, type PrepareOptions } from './ocr-prepare';

export type { OcrLine, PrepareOptions };

export type OcrOptions = { signal?: AbortSignal; prepare?: PrepareOptions; langs?: string; psm?: number };

/**
 * Text recognition of a card photo; answers the text read, line by line. `psm` overrides the provider's page mode for
 * one read. `readLines`, where the provider has it, answers the same reading's lines with each word's confidence
 * (network-scan-read.ts chooses between readings by them); a provider without it is read as sure of every word.
 */
export interface OcrProvider {
  read(image: Uint8Array, opts?: OcrOptions): Promise<string>;
  readLines?(image: Uint8Array, opts?: OcrOptions): Promise<OcrLine[]>;
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
  return {
    readLines,
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
