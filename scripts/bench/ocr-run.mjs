// The `ocr` section of `npm run bench` (issue 34): runs scripts/bench/ocr.ts (the generated cards read by the
// server's own preparation, tesseract and parser) in packages/server with tsx, prints its report as it comes and
// answers its figures. It needs no server: the recognition runs in the queue's worker, outside the request.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function ocrBench({ root, log }) {
  log('ocr: reading the generated paper cards (clean, then photographed)');
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['../../scripts/bench/ocr.ts'], { cwd: path.join(root, 'packages', 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c) => {
      out += c;
      for (const line of c.split('\n')) if (line && !line.startsWith('OCR_BENCH_JSON')) console.log(`  ${line}`);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const json = /OCR_BENCH_JSON (.*)/.exec(out);
      if (code !== 0 || !json) {
        reject(new Error(`the ocr bench failed (exit ${code})`));
        return;
      }
      resolve(JSON.parse(json[1]));
    });
  });
}
