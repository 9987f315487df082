import { describe, expect, it } from 'vitest';
import { contract } from '../index';

type Node = Record<string, unknown>;
/** Every route of the contract with its key path. */
function routes(node: Node, prefix = ''): [string, Node][] {
  return Object.entries(node).flatMap(([k, v]) => {
    const child = v as Node;
    return 'method' in child && 'path' in child ? [[`${prefix}${k}`, child] as [string, Node]] : routes(child, `${prefix}${k}.`);
  });
}

// The published API document takes each operation's summary from here (issue 33, item 7: Redocly's recommended
// rules refuse an operation without one), so a new call cannot be added without saying what it does.
describe('every call of the contract', () => {
  it('says what it does in a summary', () => {
    const all = routes(contract as unknown as Node);
    expect(all.length).toBeGreaterThan(700);
    expect(all.filter(([, r]) => typeof r.summary !== 'string' || !(r.summary as string).trim()).map(([k]) => k)).toEqual([]);
  });
});
