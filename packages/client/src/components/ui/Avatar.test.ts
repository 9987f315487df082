import { describe, expect, it } from 'vitest';
import { avatarGround } from '@card/contract';
import { UserRound } from 'lucide-react';
import { Avatar } from './Avatar';
import { Picture } from './Picture';

/** The elements a pure component renders, function components expanded (no DOM, no renderer needed). */
type Node = { type: unknown; props: Record<string, unknown> & { children?: unknown } };
function elements(node: unknown): Node[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('type' in node)) return [];
  const n = node as Node;
  // Picture keeps state (its fallback): it stays a node here, with the props the avatar gave it.
  if (typeof n.type === 'function' && n.type !== Picture) return elements((n.type as (p: unknown) => unknown)(n.props));
  return [n, ...elements(n.props.children)];
}
const render = (props: Omit<Parameters<typeof Avatar>[0], 'seed'> & { seed?: string }) => elements(Avatar({ seed: undefined, ...props }));
const textOf = (nodes: Node[]) => nodes.filter((n) => n.type === 'text').map((n) => n.props.children);
// The icon, however this worker holds lucide: the unit run shares modules between files (isolate: false), so the icon
// may be this file's import, a second instance of it (same displayName), the svg it renders once expanded, or the
// stand-in components.test.ts mocks lucide-react with (an svg named by data-icon).
const isPersonGlyph = (n: Node) =>
  n.type === UserRound ||
  (n.type as { displayName?: string } | null)?.displayName === UserRound.displayName ||
  n.props['data-icon'] === UserRound.displayName ||
  String(n.props.className ?? n.props.class ?? '').includes('lucide-user-round');
const hasPersonGlyph = (nodes: Node[]) => nodes.some(isPersonGlyph);
const rect = (nodes: Node[]) => nodes.find((n) => n.type === 'rect')?.props.fill;

describe('avatar stand-in', () => {
  it("draws a Chinese name's given name and a Latin name's initials as SVG text", () => {
    expect(textOf(render({ name: '张三丰' }))).toEqual(['三丰']);
    expect(textOf(render({ name: 'anna li' }))).toEqual(['AL']);
  });
  it("colours the ground from the seed (the person's id), the name when there is none", () => {
    expect(rect(render({ name: '李四', seed: 'u-1' }))).toBe(avatarGround('u-1'));
    expect(rect(render({ name: '李四' }))).toBe(avatarGround('李四'));
  });
  it('never shows a digit or a mask: a new card is named after the masked phone', () => {
    for (const name of ['139****5679', '*', '']) {
      const nodes = render({ name });
      expect(nodes.some((n) => n.props['data-testid'] === 'avatar-placeholder')).toBe(true);
      expect(textOf(nodes)).toEqual([]);
    }
  });
  it("draws the icon set's person glyph on the person's ground for a name without letters, at the edge: one letter gets initials", () => {
    const glyph = render({ name: '139****5679', seed: 'u-9' });
    const box = glyph.find((n) => n.props['data-testid'] === 'avatar-placeholder');
    expect(box?.props.style).toEqual({ background: avatarGround('u-9') });
    expect(hasPersonGlyph(glyph)).toBe(true);
    const oneLetter = render({ name: '1a', seed: 'u-9' });
    expect(textOf(oneLetter)).toEqual(['A']);
    expect(hasPersonGlyph(oneLetter)).toBe(false);
  });
  it('shows the picture, with its box size set, when there is one', () => {
    const nodes = render({ name: '张三', url: '/files/a.jpg' });
    expect(nodes.find((n) => n.type === Picture)?.props).toMatchObject({ src: '/files/a.jpg', width: 96, height: 96 });
    expect(nodes.some((n) => n.type === 'svg')).toBe(false);
  });
});
