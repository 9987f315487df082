import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMiniDom, type MiniDocument, type MiniElement } from './mini-dom';

/**
 * The UI page (issue 35): rendered for real (Preact into a small DOM), it shows a sample of every component that
 * components/ui exports (the list is read from the index, not kept by hand), in Chinese and, after the page's own
 * language switch, in English; and the route exists only in development.
 */
const UI = join(__dirname, '..', '..', '..', 'components', 'ui');
const exported = [...readFileSync(join(UI, 'index.ts'), 'utf8').matchAll(/export \{([^}]*)\}/g)]
  .flatMap((m) =>
    m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type ')),
  )
  // Containers shown with their rows (ListGroup with ListRow, TileGrid with Tile).
  .filter((name) => name !== 'ListGroup' && name !== 'TileGrid');

// Each icon stands in as a plain <svg data-icon>: the real package would be transformed whole (every icon) for this test.
vi.mock('lucide-react', async () => {
  const { createElement } = await import('react');
  const icon = (name: string) => (props: Record<string, unknown>) =>
    createElement('svg', { 'data-icon': name, 'aria-hidden': props['aria-hidden'], 'aria-label': props['aria-label'], role: props.role });
  return new Proxy({}, { has: () => true, get: (_, name) => (typeof name === 'string' && name !== 'then' ? icon(name) : undefined) });
});

let dom: { document: MiniDocument; uninstall: () => void };
let root: MiniElement;
const tick = () => new Promise((r) => setTimeout(r, 20));

beforeAll(async () => {
  dom = installMiniDom();
  const { createElement } = await import('react');
  const { render } = await import('preact');
  const { MemoryRouter } = await import('react-router');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const i18n = await import('../../../lib/i18n');
  await i18n.setLang('zh-CN');
  await i18n.loadNamespaces(['common', 'devUi', 'wallet']);
  const { default: DevUiRoute } = await import('./ui');
  root = dom.document.createElement('div');
  dom.document.body.appendChild(root);
  const client = new QueryClient();
  render(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(DevUiRoute))) as never, root as never);
  await tick();
}, 60_000);
afterAll(async () => {
  const { render } = await import('preact');
  if (root) render(null, root as never);
  const i18n = await import('../../../lib/i18n');
  await i18n.setLang('zh-CN');
  dom.uninstall();
});

describe('the UI page', () => {
  it('shows a sample of every component components/ui exports', () => {
    expect(exported.length).toBeGreaterThan(15); // the index really was read
    const shown = root
      .all()
      .map((e) => e.getAttribute('data-component'))
      .filter(Boolean);
    expect(shown.sort()).toEqual([...exported].sort());
  });

  it("speaks Chinese first, components' own words included", () => {
    const text = root.textContent;
    expect(text).toContain('界面组件');
    expect(text).toContain('删除这条记录');
    expect(text).toContain('数据加载失败');
    expect(text).toContain('重试'); // ErrorState's own button (common catalogue)
    expect(text).toContain('加载更多'); // LoadMore's own words
    expect(text).not.toContain('Delete this record');
  });

  it('switches every sample to English with its language button', async () => {
    root.find('data-testid', 'dev-ui-lang')!.click();
    for (let i = 0; i < 50 && !root.textContent.includes('UI components'); i++) await tick();
    const text = root.textContent;
    expect(text).toContain('UI components');
    expect(text).toContain('Delete this record');
    expect(text).toContain('Retry');
    expect(text).toContain('Load more');
    expect(text).not.toContain('删除这条记录');
  });

  it('opens the confirmation dialog in our own sheet, with the danger button', async () => {
    const open = root.all().find((e) => e.localName === 'button' && e.textContent === 'Open a confirmation')!;
    open.click();
    await tick();
    const dialog = root.find('data-testid', 'dialog')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.textContent).toContain('The album and its 12 photos will be deleted');
    expect(root.find('data-testid', 'dialog-confirm')!.getAttribute('class')).toContain('btn-danger');
  });

  it('is in the route table in development only (the first-run journey opens it in the production build: not found)', async () => {
    const { devRoutes } = await import('./routes');
    expect(devRoutes.map((r) => r.path)).toEqual(['/dev/ui']); // unit tests run in development mode
    const source = readFileSync(join(__dirname, 'routes.tsx'), 'utf8');
    expect(source).toMatch(/devRoutes: RouteObject\[\] = import\.meta\.env\.DEV\s*\?/);
    // The list of areas names the dev area, whose folder's routes file hands the router this table.
    const { CLIENT_AREAS } = await import('../../areas');
    const { loadAreaRoutes } = await import('../../area-routes');
    expect((await loadAreaRoutes(CLIENT_AREAS.filter((a) => a.key === 'dev'))).map((r) => r.path)).toEqual(['/dev/ui']);
  });
});
