import { expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { appServingBuild, SHELL_HTML } from '../helpers/client-build';
import { newLinkSet, newMiniLink, newUser } from '../factories';

/**
 * Issue 14, micro links on the server-rendered public card page: only the links visible now, each through the
 * counting redirect; the page is cached, and a scheduled time passing changes it without any write.
 */
const clock = manualClock(new Date());
const app = appServingBuild({ 'index.html': SHELL_HTML }, { clock });

const HOUR = 3_600_000;

it('shows only visible links, through the counting redirect, and changes at a schedule boundary without a write', async () => {
  const owner = await newUser(app.ctx, { vip: 'active' });
  const set = await newLinkSet(app.ctx, owner, { name: '店铺' });
  const now = clock.now();
  const shown = await newMiniLink(app.ctx, set.id, { title: '一直在' });
  await newMiniLink(app.ctx, set.id, { title: '已关闭', enabled: false });
  const soon = await newMiniLink(app.ctx, set.id, { title: '稍后上线', onAt: new Date(now.getTime() + HOUR) });
  const ending = await newMiniLink(app.ctx, set.id, { title: '快下线', offAt: new Date(now.getTime() + 2 * HOUR) });
  const page = async () => (await app.app.inject({ method: 'GET', url: `/multipage/card/${owner.phoneIdEcr}`, remoteAddress: '192.0.2.77' })).body;
  const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*data-testid="mini-link">([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
  const before = [`一直在 /fun/link/${shown.id}`, `快下线 /fun/link/${ending.id}`];
  expect(links(await page())).toEqual(before);
  expect(links(await page())).toEqual(before); // the cached page
  clock.advance(HOUR); // exactly at onAt: shown
  expect(links(await page())).toEqual([`一直在 /fun/link/${shown.id}`, `稍后上线 /fun/link/${soon.id}`, `快下线 /fun/link/${ending.id}`]);
  clock.advance(HOUR); // exactly at offAt: gone
  expect(links(await page())).toEqual([`一直在 /fun/link/${shown.id}`, `稍后上线 /fun/link/${soon.id}`]);
  // The link the page shows leads on to its address.
  const res = await app.app.inject({ method: 'GET', url: `/fun/link/${soon.id}`, remoteAddress: '192.0.2.77' });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('https://example.com/');
});
