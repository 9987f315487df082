// Card layouts (issue 35): the public card page of the demo card in each layout, as a phone's browser gets it
// (gzip), against the running server. Each layout is set through the owner's own call, the page fetched as a
// signed-out visitor, and the card's layout put back. Budget: 10 kB gzip per page (HTML with its inline CSS).
// The company-branded layout is for a company's members: a demo user in no company creates one for the measurement
// (through the same call a user makes) and dissolves it afterwards.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEMO, loginDemo } from './demo.mjs';

const LAYOUTS = ['classic', 'photoHeader', 'split', 'minimal', 'bilingual', 'company']; // contract CARD_LAYOUTS
const BUDGET = 10 * 1024;

async function post(api, path, form, token) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    // A request id on every call: the idempotent ones (creating a company) refuse a call without one.
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, 'x-request-id': randomUUID().replace(/-/g, '') },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  return res.json();
}

/** One row per layout: the page's gzip bytes (-9 here, and as served), or why the demo card could not take it. */
export async function cardLayoutSizes({ api, log = () => {} }) {
  const token = await loginDemo(api);
  const before = (await post(api, '/cardstyle/getMpLayoutList.xhtml', {}, token)).resultSets?.current ?? 'classic';
  const rows = [];
  const company = await post(api, '/acc/createCompany.xhtml', { name: '演示科技有限公司', taxNumber: '' }, token);
  const madeCompany = company.status === 200;
  try {
    for (const layoutId of LAYOUTS) {
      const set = await post(api, '/themes/updateMpLayout.xhtml', { layoutId }, token);
      if (set.status !== 200) {
        const why = layoutId === 'company' && !madeCompany ? ` (creating a company: ${company.msg ?? company.status})` : '';
        rows.push({ layoutId, refused: `${set.msg ?? String(set.status)}${why}` });
        continue;
      }
      const res = await fetch(`${api}/multipage/card/${DEMO.card}`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(30_000) });
      const html = Buffer.from(await res.arrayBuffer());
      rows.push({ layoutId, gzip: gzipSync(html, { level: 9 }).length, raw: html.length });
      log(`card layouts: ${layoutId}`);
    }
  } finally {
    await post(api, '/themes/updateMpLayout.xhtml', { layoutId: before }, token);
    if (madeCompany) await post(api, '/acc/dissolveCompany.xhtml', {}, token);
  }
  return rows;
}

export function printCardLayouts(rows, out = console.log) {
  out('\nPublic card page per layout (demo card, signed-out visitor; HTML with its inline CSS; kB = 1024 bytes; budget 10 kB gzip)');
  for (const r of rows) {
    out(
      r.refused
        ? `  ${r.layoutId.padEnd(12)} not measured: ${r.refused}`
        : `  ${r.layoutId.padEnd(12)}${`${(r.gzip / 1024).toFixed(2)} kB gzip`.padStart(16)}${`${(r.raw / 1024).toFixed(1)} kB raw`.padStart(16)}   ${r.gzip <= BUDGET ? 'met' : 'MISSED'}`,
    );
  }
}
