// Issue 30 item 3: a sample of ordinary calls (not the hot paths that read from memory), every area, signed-in reads
// and writes, each loaded in turn at 20 connections and set against the driver route loaded the same way.
// Targets: the median call at least 0.5x the driver route, none below 0.25x, p99 at most 100 ms.
import fs from 'node:fs';
import path from 'node:path';
import { load } from './load.mjs';
import { root } from '../lib.mjs';

/**
 * [area, call (the contract's name; a note after a space), form body]. Paths come from the contract's route table, so
 * a renamed call fails loudly here instead of loading a 404.
 */
export const ORDINARY_CALLS = [
  ['account', 'findUserLockModule', ''],
  ['album', 'findMyAlbums', ''],
  ['card', 'findMyCard', ''],
  ['card', 'findMpColumns', ''],
  ['card', 'findMpHonors', ''],
  ['card', 'countMpDataCompletion', ''],
  ['card', 'updateMpTitle (write)', 'title=%E6%80%BB%E7%BB%8F%E7%90%86'],
  ['card', 'updateMpSignature (write)', 'signature=bench'],
  ['circle', 'findMyCircles', ''],
  ['circle', 'findCircleLabels', ''],
  ['content', 'findMyMicroPages', ''],
  ['content', 'findPictures', ''],
  ['content', 'findMoments', ''],
  ['links', 'findMpMyselfLinkSets', ''],
  ['network', 'addRessBook (address book)', ''],
  ['network', 'findExchangeRequests', ''],
  ['network', 'findRadarVisitors', ''],
  ['network', 'findContactLabels', ''],
  ['programme', 'findAmbassadorHome', ''],
  ['programme', 'findSmsHome', ''],
  ['programme', 'findShakeHome', ''],
  ['security', 'findTransactionPwdInfo', ''],
  ['service', 'findMyTickets', ''],
  ['service', 'findRealTimeConfig', ''],
  ['usercentre', 'in2userMainCompany', ''],
  ['usercentre', 'findPersonalData', ''],
  ['video', 'findUploadVideoList', ''],
  ['video', 'findMicroVideoType', ''],
  ['video', 'findCollectMicroVideos', ''],
  ['vip', 'getPlansList', ''],
  ['vip', 'findVipInfo', ''],
  ['vip', 'findMyOrders', ''],
  ['wallet', 'findWalletIndex', ''],
  ['wallet', 'findGoldenKeyGainRecords', ''],
];

export const ORDINARY_TARGET = { connections: 20, medianRatio: 0.5, minRatio: 0.25, p99: 100 };

/**
 * Loads the driver route and then each sample call at 20 connections. Each call is made once first: one answering
 * anything but 200 is reported as refused (and the section MISSED), not measured.
 */
export async function ordinaryCalls({ api, base, token, opts, log }) {
  const o = { ...opts, connections: ORDINARY_TARGET.connections, warmup: 1, seconds: Math.min(opts.seconds, 3) };
  const driver = await load({ url: `${base}/driver/${opts.card}`, method: 'GET' }, o);
  const rows = [];
  const paths = contractPaths();
  for (const [area, name, body] of ORDINARY_CALLS) {
    const call = name.split(' ')[0];
    if (!paths.has(call)) throw new Error(`bench/ordinary.mjs: no call ${call} in the contract's route table`);
    const t = { url: `${api}${paths.get(call)}`, method: 'POST', type: 'application/x-www-form-urlencoded', body, headers: { authorization: token } };
    const first = await (await fetch(t.url, { method: 'POST', headers: { 'content-type': t.type, authorization: token }, body })).json();
    if (first.status !== 200) {
      rows.push({ area, name, refused: `${first.code ?? first.status}` });
      continue;
    }
    const r = await load(t, o);
    rows.push({ area, name, ...r, ratio: r.rps / driver.rps });
    log(`  ${area} ${name}: ${r.rps.toFixed(0)} req/s (${(r.rps / driver.rps).toFixed(2)}x), p99 ${r.p99.toFixed(1)} ms`);
  }
  const ratios = rows
    .filter((r) => !r.refused)
    .map((r) => r.ratio)
    .sort((a, b) => a - b);
  const median = ratios.length ? ratios[Math.floor((ratios.length - 1) / 2)] : NaN;
  return { driverRps: driver.rps, rows, median, min: ratios[0] ?? NaN, overP99: rows.filter((r) => r.p99 > ORDINARY_TARGET.p99).length, refused: rows.filter((r) => r.refused).length };
}

/** Call name → path, read from packages/contract/src/route-table (generated from the contract). */
function contractPaths() {
  const dir = path.join(root, 'packages/contract/src/route-table');
  const out = new Map();
  for (const f of fs.readdirSync(dir)) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/(\w+): r\('POST', '([^']+)'/g)) if (!out.has(m[1])) out.set(m[1], m[2]);
  }
  return out;
}

export function printOrdinary(r) {
  console.log(`\nOrdinary calls: each in turn at ${ORDINARY_TARGET.connections} connections, against the driver route at the same load (${r.driverRps.toFixed(0)} req/s)`);
  console.log(`  ${'area'.padEnd(12)}${'call'.padEnd(30)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'x driver'.padStart(10)}`);
  for (const x of r.rows) {
    if (x.refused) {
      console.log(`  ${x.area.padEnd(12)}${x.name.padEnd(30)}  refused before the load: ${x.refused}`);
      continue;
    }
    console.log(
      `  ${x.area.padEnd(12)}${x.name.padEnd(30)}${x.rps.toFixed(0).padStart(8)}${x.p50.toFixed(1).padStart(9)}${x.p99.toFixed(1).padStart(9)}${String(x.errors).padStart(8)}${x.ratio.toFixed(2).padStart(10)}`,
    );
  }
  console.log(`  median ${r.median.toFixed(2)}x, lowest ${r.min.toFixed(2)}x, ${r.overP99} over ${ORDINARY_TARGET.p99} ms at p99, ${r.refused} refused`);
}

/** The summary's rows for this section. */
export function ordinaryTargets(r) {
  const T = ORDINARY_TARGET;
  return [
    {
      what: `ordinary calls (${r.rows.length}, every area): median ${r.median.toFixed(2)}x the driver route (target >= ${T.medianRatio}x)`,
      met: r.median >= T.medianRatio && r.refused === 0,
    },
    { what: `ordinary calls: lowest ${r.min.toFixed(2)}x the driver route (target >= ${T.minRatio}x)`, met: r.min >= T.minRatio },
    { what: `ordinary calls: ${r.overP99} of ${r.rows.length} over ${T.p99} ms at p99 (target: none)`, met: r.overP99 === 0 },
  ];
}
