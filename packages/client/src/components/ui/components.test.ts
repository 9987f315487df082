import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMiniDom, type MiniDocument, type MiniElement } from '../../app/routes/dev/mini-dom';

/**
 * The shared components' behaviour (issue 35), rendered for real with Preact into the small DOM: what is tappable
 * says so (a link, a button, a chevron) and what is not does not; tabs tell which one is chosen the way screen
 * readers read it; the error state offers its retry; the dialog asks in our own sheet.
 */
vi.mock('lucide-react', async () => {
  const { createElement } = await import('react');
  const icon = (name: string) => (props: Record<string, unknown>) => createElement('svg', { 'data-icon': name, 'aria-label': props['aria-label'], class: props.className });
  return new Proxy({}, { has: () => true, get: (_, name) => (typeof name === 'string' && name !== 'then' ? icon(name) : undefined) });
});

let dom: { document: MiniDocument; uninstall: () => void };
let show: (el: unknown) => Promise<MiniElement>;
let h: typeof import('react').createElement;
const tick = () => new Promise((r) => setTimeout(r, 10));

beforeAll(async () => {
  dom = installMiniDom();
  ({ createElement: h } = await import('react'));
  const { render } = await import('preact');
  const { MemoryRouter } = await import('react-router');
  const i18n = await import('../../lib/i18n');
  await i18n.setLang('zh-CN');
  await i18n.loadNamespaces(['common']);
  show = async (el) => {
    const root = dom.document.createElement('div');
    dom.document.body.appendChild(root);
    render(h(MemoryRouter, null, el as never) as never, root as never);
    await tick();
    return root;
  };
}, 60_000);
afterAll(() => dom.uninstall());

const tags = (root: MiniElement) => root.all().map((e) => e.localName);

describe('ListRow', () => {
  it('is a link with a chevron when it goes somewhere, a button when it acts, and plain without either', async () => {
    const { ListGroup, ListRow } = await import('./ListRow');
    const onClick = vi.fn();
    const root = await show(
      h(
        ListGroup,
        { label: '钱包' } as never,
        h(ListRow, { to: '/wallet', title: '提现', testId: 'go' }),
        h(ListRow, { onClick, title: '清理', value: '3条', testId: 'act' }),
        h(ListRow, { title: '余额', value: '¥1.00', testId: 'plain' }),
      ),
    );
    const [go, act, plain] = ['go', 'act', 'plain'].map((id) => root.find('data-testid', id)!);
    expect(go.localName).toBe('a');
    expect(go.getAttribute('href')).toBe('/wallet');
    expect(act.localName).toBe('button');
    expect(plain.localName).toBe('div');
    expect(go.find('data-icon', 'ChevronRight')).toBeDefined();
    expect(act.find('data-icon', 'ChevronRight')).toBeDefined();
    expect(plain.find('data-icon', 'ChevronRight')).toBeUndefined();
    act.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(root.find('aria-label', '钱包')!.localName).toBe('ul');
    expect(tags(root).filter((t) => t === 'li')).toHaveLength(3);
  });
});

describe('Tabs', () => {
  it('underline tabs are role=tab with the chosen one selected; a tap reports the new value', async () => {
    const { Tabs } = await import('./Tabs');
    const onChange = vi.fn();
    const root = await show(
      h(Tabs, {
        label: '圈子',
        value: 'a',
        onChange,
        options: [
          { value: 'a', label: '我创建的', testId: 'ta' },
          { value: 'b', label: '我加入的', testId: 'tb' },
        ],
      }),
    );
    expect(root.find('role', 'tablist')!.getAttribute('aria-label')).toBe('圈子');
    expect(root.find('data-testid', 'ta')!.getAttribute('aria-selected')).toBe('true');
    expect(root.find('data-testid', 'tb')!.getAttribute('aria-selected')).toBe('false');
    root.find('data-testid', 'tb')!.click();
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('chips are toggle buttons in a group, the chosen one pressed', async () => {
    const { Tabs } = await import('./Tabs');
    const root = await show(
      h(Tabs, {
        variant: 'chips',
        label: '排序',
        value: 'new',
        onChange: () => {},
        options: [
          { value: 'all', label: '全部', testId: 'ca' },
          { value: 'new', label: '最新', testId: 'cn' },
        ],
      }),
    );
    expect(root.find('role', 'group')!.getAttribute('aria-label')).toBe('排序');
    expect(root.find('role', 'tab')).toBeUndefined();
    expect(root.find('data-testid', 'cn')!.getAttribute('aria-pressed')).toBe('true');
    expect(root.find('data-testid', 'ca')!.getAttribute('aria-pressed')).toBe('false');
  });

  it('a disabled row (a choice being saved) offers no option', async () => {
    const { Tabs } = await import('./Tabs');
    const onChange = vi.fn();
    const root = await show(h(Tabs, { variant: 'chips', value: 'zh', disabled: true, onChange, options: [{ value: 'en', label: 'English', testId: 'en' }] }));
    expect(root.find('data-testid', 'en')!.hasAttribute('disabled')).toBe(true);
  });
});

describe('Chips', () => {
  it('a chip that opens a list is a link; a filter is a toggle button, pressed or not, each reporting its own tap', async () => {
    const { Chips } = await import('./Chips');
    const toggled: string[] = [];
    const root = await show(
      h(Chips, {
        label: '标签',
        items: [
          { key: 'food', label: '美食', to: '/label/food', testId: 'link' },
          { key: 'tea', label: '茶叶', pressed: true, onToggle: () => toggled.push('tea'), testId: 'tea' },
          { key: 'gift', label: '礼盒', pressed: false, onToggle: () => toggled.push('gift'), testId: 'gift' },
        ],
      }),
    );
    const list = root.find('aria-label', '标签')!;
    expect(list.localName).toBe('ul');
    expect(tags(list).filter((t) => t === 'li')).toHaveLength(3);
    const link = root.find('data-testid', 'link')!;
    expect(link.localName).toBe('a');
    expect(link.getAttribute('href')).toBe('/label/food');
    expect(link.hasAttribute('aria-pressed')).toBe(false);
    expect(root.find('data-testid', 'tea')!.getAttribute('aria-pressed')).toBe('true');
    expect(root.find('data-testid', 'gift')!.getAttribute('aria-pressed')).toBe('false');
    root.find('data-testid', 'gift')!.click();
    expect(toggled).toEqual(['gift']);
    // Every chip, link or toggle, draws the one shared chip look.
    expect(['link', 'tea', 'gift'].map((id) => root.find('data-testid', id)!.getAttribute('class'))).toEqual(['chip-btn', 'chip-btn', 'chip-btn']);
  });
});

describe('Chips with files', () => {
  it('a file chip is a plain link with download (not the router), its own click handler may stop it', async () => {
    const { Chips } = await import('./Chips');
    const stopped = vi.fn();
    const root = await show(h(Chips, { label: '下载', items: [{ key: 'png', label: 'PNG', href: '/qr.png?download=1', download: 'card.png', onClick: stopped, testId: 'png' }] }));
    const png = root.find('data-testid', 'png')!;
    expect(png.localName).toBe('a');
    expect(png.getAttribute('href')).toBe('/qr.png?download=1');
    expect(png.getAttribute('download')).toBe('card.png');
    expect(png.getAttribute('class')).toBe('chip-btn');
    png.click();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState', () => {
  it('says what failed (or that loading failed) and retries on tap; no button without a retry', async () => {
    const { ErrorState } = await import('./ErrorState');
    const onRetry = vi.fn();
    const root = await show(h(ErrorState, { onRetry }));
    expect(root.find('role', 'alert')!.textContent).toContain('数据加载异常'); // common loadFailed
    root.find('data-testid', 'error-state-retry')!.click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    const bare = await show(h(ErrorState, { message: '网络不稳定', testId: 'bare' }));
    expect(bare.textContent).toContain('网络不稳定');
    expect(bare.find('data-testid', 'bare-retry')).toBeUndefined();
  });
});

describe('Dialog and Tile', () => {
  it('a closed dialog draws nothing; an open one is our sheet with the message and the confirm button', async () => {
    const { Dialog } = await import('./Dialog');
    const onConfirm = vi.fn();
    const closed = await show(h(Dialog, { open: false, title: '删除', message: '将删除 3 张照片', confirmLabel: '删除', onConfirm, onClose: () => {} }));
    expect(closed.textContent).toBe('');
    const open = await show(h(Dialog, { open: true, danger: true, title: '删除相册？', message: '将删除 3 张照片', confirmLabel: '删除', onConfirm, onClose: () => {} }));
    expect(open.find('role', 'dialog')!.textContent).toContain('将删除 3 张照片');
    const confirm = open.find('data-testid', 'dialog-confirm')!;
    expect(confirm.getAttribute('class')).toContain('btn-danger');
    confirm.click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a locked tile still opens and names its lock', async () => {
    const { Tile } = await import('./Tile');
    const onClick = vi.fn();
    const root = await show(h(Tile, { label: '分享名片', icon: h('svg', null), locked: true, lockedLabel: '未解锁', onClick, testId: 'tile' }));
    const tile = root.find('data-testid', 'tile')!;
    expect(tile.getAttribute('class')).toContain('tile-locked');
    expect(tile.find('aria-label', '未解锁')).toBeDefined();
    tile.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Switch', () => {
  it('is a button with role=switch whose aria-checked follows the state; a tap reports the other state; the label names it', async () => {
    const { Switch } = await import('./Switch');
    const changes: boolean[] = [];
    const root = await show(h(Switch, { label: '隐藏手机号', hint: '访客看不到号码', checked: false, onChange: (v: boolean) => changes.push(v), testId: 'sw' }));
    const sw = root.find('data-testid', 'sw')!;
    expect(sw.localName).toBe('button');
    expect(sw.getAttribute('type')).toBe('button'); // never submits the form it sits in
    expect(sw.getAttribute('role')).toBe('switch');
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(root.find('id', sw.getAttribute('aria-labelledby')!)!.textContent).toBe('隐藏手机号');
    expect(root.find('id', sw.getAttribute('aria-describedby')!)!.textContent).toBe('访客看不到号码');
    // The whole row is the label around the control (the row is the tap target).
    expect(root.find('class', 'switch-row')!.localName).toBe('label');
    sw.click();
    expect(changes).toEqual([true]);
    const on = await show(h(Switch, { label: '公开', checked: true, onChange: (v: boolean) => changes.push(v), testId: 'on' }));
    expect(on.find('data-testid', 'on')!.getAttribute('aria-checked')).toBe('true');
    on.find('data-testid', 'on')!.click();
    expect(changes).toEqual([true, false]);
  });

  it('a disabled switch (a state being saved) takes no tap; an error is read with it', async () => {
    const { Switch } = await import('./Switch');
    const root = await show(h(Switch, { label: '公开', checked: false, disabled: true, error: '请选择', onChange: () => {}, testId: 'sw' }));
    const sw = root.find('data-testid', 'sw')!;
    expect(sw.hasAttribute('disabled')).toBe(true);
    expect(sw.getAttribute('aria-invalid')).toBe('true');
    expect(root.find('id', sw.getAttribute('aria-describedby')!)!.textContent).toBe('请选择');
  });
});

describe('TileGrid as a list', () => {
  it('a list grid is a ul around li entries; a tile with a note is named with it; a coming tile is marked soon, not locked', async () => {
    const { Tile, TileGrid } = await import('./Tile');
    const root = await show(
      h(
        TileGrid,
        { list: true, label: '模块', testId: 'grid' } as never,
        h('li', null, h(Tile, { label: '微店', icon: h('svg', null), soon: true, note: '即将上线', badge: '即将上线', onClick: () => {}, testId: 'soon' })),
        h('li', null, h(Tile, { label: '相册', icon: h('svg', null), onClick: () => {}, testId: 'open' })),
      ),
    );
    const grid = root.find('data-testid', 'grid')!;
    expect(grid.localName).toBe('ul');
    expect(grid.getAttribute('aria-label')).toBe('模块');
    const soon = root.find('data-testid', 'soon')!;
    expect(soon.getAttribute('aria-label')).toBe('微店（即将上线）');
    expect(soon.getAttribute('class')).toBe('tile tile-soon');
    expect(root.find('data-testid', 'open')!.hasAttribute('aria-label')).toBe(false); // named by its text
    const row = await show(h(TileGrid, { row: true, label: '顶部' } as never, h(Tile, { label: '相册', icon: h('svg', null), onClick: () => {} })));
    expect(row.find('aria-label', '顶部')!.getAttribute('class')).toBe('tile-grid tile-row');
  });
});

describe('Picture', () => {
  it('writes the box size, loads lazily below the fold and offers our own files in 1x/2x/3x variants', async () => {
    const { Picture } = await import('./Picture');
    const root = await show(
      h(
        'div',
        null,
        h(Picture, { src: '/files/albums/u1/a.webp', alt: '', width: 72, height: 54, 'data-testid': 'own' } as never),
        h(Picture, { src: 'https://thirdwx.qlogo.cn/a/132', alt: '', width: 48, height: 48, 'data-testid': 'foreign' } as never),
        h(Picture, { src: '/files/cover.jpg', alt: '', width: 347, height: 195, eager: true, 'data-testid': 'hero' } as never),
      ),
    );
    const own = root.find('data-testid', 'own')!;
    expect([own.getAttribute('width'), own.getAttribute('height')].map(String)).toEqual(['72', '54']);
    expect(own.getAttribute('loading')).toBe('lazy');
    expect(own.getAttribute('decoding')).toBe('async');
    expect(own.getAttribute('srcset') ?? own.getAttribute('srcSet')).toBe('/files/albums/u1/a.webp?w=160 1x, /files/albums/u1/a.webp?w=320 3x');
    const foreign = root.find('data-testid', 'foreign')!;
    expect(foreign.getAttribute('srcset') ?? foreign.getAttribute('srcSet')).toBeFalsy();
    expect(foreign.getAttribute('src')).toBe('https://thirdwx.qlogo.cn/a/132');
    const hero = root.find('data-testid', 'hero')!;
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('srcset') ?? hero.getAttribute('srcSet')).toContain('/files/cover.jpg?w=1280 3x');
  });
});
