// How `npm run bench` prints its figures: one table per part and, at the end, every target of issue 9 with met or
// MISSED, so a reader sees in one place what this machine does.

import { ordinaryTargets } from './ordinary.mjs';

const f0 = (x) => x.toFixed(0);
const f1 = (x) => x.toFixed(1);
const targetsOf = (r) => {
  const out = [];
  const driver = r.load?.find((t) => t.key === 'driver');
  for (const t of r.load ?? []) {
    if (!t.target || !driver) continue;
    const ratio = t.rps / driver.rps;
    out.push({
      what: `${t.name.replace(/\s+/g, ' ').trim()}: ${f0(t.rps)} req/s = ${ratio.toFixed(2)}x the driver route (target >= ${t.target.ratio}x), p99 ${f1(t.p99)} ms (target <= ${t.target.p99} ms)`,
      met: ratio >= t.target.ratio && t.p99 <= t.target.p99 && t.errors === 0,
    });
  }
  if (Number.isFinite(r.rssAfterLoadSettled))
    out.push({
      what: `server RSS after the load (5 s after its last request; ${f0(r.rssAfterLoad)} MB at 1.5 s): ${f0(r.rssAfterLoadSettled)} MB (target <= 150 MB)`,
      met: r.rssAfterLoadSettled <= 150,
    });
  if (Number.isFinite(r.rssAfterOrdinarySettled))
    out.push({
      what: `server RSS after the ordinary calls too (5 s after their last request; ${f0(r.rssAfterOrdinary)} MB at 1.5 s): ${f0(r.rssAfterOrdinarySettled)} MB (target <= 150 MB)`,
      met: r.rssAfterOrdinarySettled <= 150,
    });
  if (Number.isFinite(r.visitRows) && Number.isFinite(r.visitRowsBefore)) {
    const written = r.visitRows - r.visitRowsBefore;
    out.push({ what: `visits: ${written.toLocaleString('en')} rows written for ${r.visitors.toLocaleString('en')} new visitors served (target: every one)`, met: written >= r.visitors });
  }
  if (r.ordinary) out.push(...ordinaryTargets(r.ordinary));
  for (const row of r.screens?.rows ?? []) {
    if (row.key === 'app')
      out.push({ what: `management centre's first screen: ${f1(row.transfer.totals.js.gzip / 1000)} kB gzip of JavaScript (target <= 100 kB)`, met: row.transfer.totals.js.gzip <= 100_000 });
    out.push({
      what: `${row.name}: first text on Fast 3G ${(row.fast3g.fcpMs / 1000).toFixed(2)} s (target <= ${(row.fast3g.targetMs / 1000).toFixed(1)} s)`,
      met: row.fast3g.fcpMs <= row.fast3g.targetMs,
    });
  }
  if (r.lists) {
    for (const l of r.lists) {
      for (const k of ['first', 'deep'])
        out.push({ what: `${l.list}, ${k} page at 100,000 rows: ${l.ratios[k].toFixed(2)}x its time at 1,000 rows (target <= ${l.target}x)`, met: l.ratios[k] <= l.target });
    }
  }
  return out;
};

export function printStartup(r) {
  console.log(`\nStart-up: the compiled server (node dist/server.js, production) answered /health ${f0(r.startupMs)} ms after it was started; RSS then ${f0(r.rssAtStart)} MB`);
}

export function printLoad(r) {
  const driver = r.load.find((t) => t.key === 'driver');
  console.log('\nLoad: each target in turn, closed loop on keep-alive connections (the generator shares the machine; "gen CPU" is its own use of one core)');
  console.log(`  ${'target'.padEnd(50)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'x driver'.padStart(10)}${'gen CPU'.padStart(9)}`);
  for (const t of r.load) {
    console.log(
      `  ${t.name.padEnd(50)}${f0(t.rps).padStart(8)}${f1(t.p50).padStart(9)}${f1(t.p99).padStart(9)}${String(t.errors).padStart(8)}${(t.rps / driver.rps).toFixed(2).padStart(10)}${`${f0(t.generatorCpu)}%`.padStart(9)}`,
    );
  }
  console.log('  The card call and page are loaded as a new visitor per request (X-Forwarded-For from a trusted proxy): every view is a visit to write.');
}

export function printMemory(r) {
  console.log(
    `\nMemory: server RSS ${f0(r.rssAtStart)} MB when it first answered, ${f0(r.rssStartSettled)} MB 1.5 s later; ${f0(r.rssEndOfLoad)} MB at the load's last request, ${f0(r.rssAfterLoad)} MB 1.5 s after it, ${f0(r.rssAfterLoadSettled)} MB 5 s after it (target <= 150 MB)`,
  );
  const written = Number(r.visitRows) - Number(r.visitRowsBefore);
  console.log(
    `Visits: ${r.visitors.toLocaleString('en')} new visitors opened the demo card; ${written.toLocaleString('en')} visit rows were written for them a moment later (written behind the page in batches)`,
  );
}

export function printSummary(r) {
  const rows = targetsOf(r);
  if (!rows.length) return;
  console.log('\nTargets (issues 9 and 30) on this machine');
  for (const t of rows) console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.what}`);
}
