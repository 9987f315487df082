import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

/** The elements a pure component renders, function components expanded (no DOM, no renderer needed). */
type Node = { type: unknown; props: Record<string, unknown> & { children?: unknown } };
function elements(node: unknown): Node[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('type' in node)) return [];
  const n = node as Node;
  // Components from the app are expanded; library ones (the router's Link, the icon) are kept as they are.
  if (typeof n.type === 'function' && [EmptyState].includes(n.type as never)) return elements((n.type as (p: unknown) => unknown)(n.props));
  return [n, ...elements(n.props.children)];
}
const byClass = (nodes: Node[], c: string) =>
  nodes.filter((n) =>
    String(n.props.className ?? '')
      .split(' ')
      .includes(c),
  );

describe('EmptyState', () => {
  it('says what is missing and what the list is for, with the first action as a link', () => {
    const nodes = elements(
      EmptyState({ icon: Inbox, title: '还没有联系人', hint: '交换名片后，对方会出现在这里', action: { label: '扫码添加联系人', to: '/scan', testId: 'go' }, testId: 'book-empty' }),
    );
    expect(nodes[0]).toMatchObject({ type: 'div', props: { className: 'empty-state', 'data-testid': 'book-empty' } });
    expect(byClass(nodes, 'empty-title')[0]?.props.children).toBe('还没有联系人');
    expect(byClass(nodes, 'empty-hint')[0]?.props.children).toBe('交换名片后，对方会出现在这里');
    const action = byClass(nodes, 'empty-action')[0]!;
    expect(action.props).toMatchObject({ to: '/scan', 'data-testid': 'go', children: '扫码添加联系人' });
    expect(action.type).not.toBe('button');
  });

  it('runs an action on the same screen as a button', () => {
    const onClick = () => {};
    const nodes = elements(EmptyState({ icon: Inbox, title: '还没有相册', action: { label: '新建相册', onClick } }));
    expect(byClass(nodes, 'empty-action')[0]).toMatchObject({ type: 'button', props: { type: 'button', onClick, children: '新建相册' } });
  });

  it('focuses the first field of the add form on the same screen, and does nothing when the form is not drawn', () => {
    const focused: string[] = [];
    const form = {
      querySelector: (sel: string) => (sel.startsWith('input') ? { focus: () => focused.push('first input') } : null),
    } as unknown as HTMLElement;
    const ref = { current: form as HTMLElement | null };
    const nodes = elements(EmptyState({ icon: Inbox, title: '还没有标签', hint: '在下面输入标签名添加', action: { label: '添加标签', focus: ref, testId: 'add' } }));
    const button = byClass(nodes, 'empty-action')[0]!;
    expect(button).toMatchObject({ type: 'button', props: { type: 'button', 'data-testid': 'add', children: '添加标签' } });
    (button.props.onClick as () => void)();
    expect(focused).toEqual(['first input']);
    ref.current = null;
    expect(() => (button.props.onClick as () => void)()).not.toThrow();
    expect(focused).toEqual(['first input']);
  });

  it('stands in a list as a list item, and shows only what it is given', () => {
    const nodes = elements(EmptyState({ icon: Inbox, title: '暂无记录', hint: '访客打开名片后会出现在这里', as: 'li' }));
    expect(nodes[0]!.type).toBe('li');
    expect(byClass(nodes, 'empty-hint')[0]?.props.children).toBe('访客打开名片后会出现在这里');
    expect(byClass(nodes, 'empty-action')).toEqual([]);
  });
});
