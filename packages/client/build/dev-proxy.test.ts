import { describe, expect, it } from 'vitest';
import { contractRoutes } from '@card/contract/routes';
import { proxiedInDev } from './dev-proxy';

type Node = { path?: unknown } | Record<string, unknown>;
/** Every call's path in the contract's route tables. */
function pathsOf(node: Node, out: string[] = []): string[] {
  if (typeof (node as { path?: unknown }).path === 'string' && 'method' in node) out.push((node as { path: string }).path);
  else for (const v of Object.values(node)) if (v && typeof v === 'object') pathsOf(v as Node, out);
  return out;
}

describe('the dev server proxy', () => {
  it('sends every call of every area and base to the server', () => {
    const paths = pathsOf(contractRoutes as unknown as Node);
    expect(paths.length).toBeGreaterThan(700);
    expect(paths.filter((p) => !proxiedInDev(p))).toEqual([]);
  });
  it("sends the server's own files, docs and health to it", () => {
    for (const p of ['/files/a.png', '/docs/openapi.json', '/health', '/dev/smsOutbox', '/x/shop/findGoods.xhtml']) expect(proxiedInDev(p)).toBe(true);
  });
  it("keeps the app and Vite's own files", () => {
    for (const p of ['/multipage/', '/multipage', '/multipage/acc/acc_home', '/multipage/@vite/client', '/multipage/src/main.tsx']) expect(proxiedInDev(p)).toBe(false);
  });
  it('fails on a path the pattern would keep (the check can fail)', () => {
    expect(proxiedInDev('/multipage/acc/userLogin.xhtml')).toBe(false);
  });
});
