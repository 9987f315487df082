// The sensitive-word automaton's speed (core/text-filter), printed, never asserted: a 10,000-word list built once,
// then a 100 kB text scanned (clean, and with a word hidden at the end behind separators and full-width forms).
// Run: `cd packages/server && npx tsx ../../scripts/bench/text-filter.ts`.
import { buildMatcher } from '../../packages/server/src/core/text-filter/automaton';

const words = Array.from({ length: 10_000 }, (_, i) => `词${i.toString(36)}汇${i % 7 === 0 ? 'ab' : ''}`);
const clean = '这是一段很长的正常文字，没有问题。Plain English text, too. '.repeat(3_000);
const dirty = `${clean}词 ２ｓ-汇`;

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
let t = process.hrtime.bigint();
const m = buildMatcher(words);
console.log(`build: ${m.size} words in ${ms(t).toFixed(1)} ms`);
for (const [name, text] of [
  ['clean', clean],
  ['dirty', dirty],
] as const) {
  const runs: number[] = [];
  let found: string[] = [];
  for (let i = 0; i < 20; i++) {
    t = process.hrtime.bigint();
    found = m.find(text);
    runs.push(ms(t));
  }
  runs.sort((a, b) => a - b);
  console.log(`${name}: ${(text.length / 1024).toFixed(0)} kB, median ${runs[10]!.toFixed(1)} ms, max ${runs[19]!.toFixed(1)} ms, found ${JSON.stringify(found)}`);
}
