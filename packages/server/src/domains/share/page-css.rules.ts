/**
 * The app's stylesheet cut to what one server-rendered page uses (issue 35: a card page at most 10 kB gzip). The
 * app's entry stylesheet carries every shared component's rules (top bar, forms, tiles, sheets...), about 20 kB of
 * which a card page uses a third; inlining it all cost the demo card its budget. Parsed once when the shell is made;
 * per page, a rule stays when every class, id and element name its selector needs occurs as a word somewhere in the
 * page (markup, or the inline script that adds classes such as the toast's), so nothing the page can show is lost.
 * Pure: strings in, strings out.
 */

/** A style rule (selector + declarations), a block at-rule (@media, @supports...) with its own rules, or kept text. */
export type CssNode =
  | { kind: 'rule'; selector: string; body: string; needs: string[][] }
  | { kind: 'block'; prelude: string; nodes: CssNode[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'text'; text: string };

/** Index of the brace closing the one opened at `open`, skipping strings and comments. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length - 1;
    } else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** What one selector of a list needs in the page: its class names, ids and element names (`:not(...)` asks nothing). */
export function needsOf(selector: string): string[] {
  let s = selector;
  // Drop :not(...) (possibly nested), attribute tests and pseudo-elements: none of them asks for a word to be present.
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  }
  // Pseudo-classes other than :has ask nothing either (:is/:where with their arguments: keeping too much is safe).
  s = s.replace(/\[[^\]]*\]/g, '').replace(/::?(?!has\()[\w-]+(?:\((?:[^()]|\([^()]*\))*\))?/g, '');
  const words = [...s.matchAll(/[.#](-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  const elements = [...s.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)(?![\w-])/g)].map((m) => m[1]!);
  return [...new Set([...words, ...elements])];
}

/** Parses a stylesheet (as the build minifies it, comments allowed) into nodes. */
export function parseCss(source: string): CssNode[] {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    const head = css.slice(i, open < 0 ? css.length : open).trim();
    // A statement at-rule (@import, @charset) ends at its semicolon before any brace.
    if (head.startsWith('@') && semi >= 0 && (open < 0 || semi < open)) {
      nodes.push({ kind: 'text', text: css.slice(i, semi + 1).trim() });
      i = semi + 1;
      continue;
    }
    if (open < 0) break;
    const end = closing(css, open);
    const inner = css.slice(open + 1, end);
    if (/^@(media|supports|layer|container)\b/.test(head)) nodes.push({ kind: 'block', prelude: head, nodes: parseCss(inner) });
    else if (/^@(-webkit-)?keyframes\b/.test(head)) nodes.push({ kind: 'keyframes', name: head.split(/\s+/)[1] ?? '', text: `${head}{${inner}}` });
    else if (head.startsWith('@')) nodes.push({ kind: 'text', text: `${head}{${inner}}` });
    else if (head) nodes.push({ kind: 'rule', selector: head, body: inner.trim(), needs: head.split(',').map(needsOf) });
    i = end + 1;
  }
  return nodes;
}

/** Every word (class, id, element name) a page could match a selector with. */
export const wordsOf = (html: string) => new Set(html.match(/[\w-]+/g) ?? []);

/** The stylesheet text of the rules the page uses: a rule stays when one of its selectors finds all it needs. */
export function usedCss(nodes: readonly CssNode[], words: ReadonlySet<string>): string {
  const kept = keep(nodes, words);
  // An animation's keyframes go only with a kept rule that names them.
  const frames = nodes.flatMap(function all(n): Extract<CssNode, { kind: 'keyframes' }>[] {
    return n.kind === 'keyframes' ? [n] : n.kind === 'block' ? n.nodes.flatMap(all) : [];
  });
  const animated = wordsOf(kept);
  return (
    kept +
    frames
      .filter((f) => animated.has(f.name))
      .map((f) => f.text)
      .join('')
  );
}

function keep(nodes: readonly CssNode[], words: ReadonlySet<string>): string {
  let out = '';
  for (const n of nodes) {
    if (n.kind === 'text') out += n.text;
    else if (n.kind === 'rule') {
      if (n.needs.some((need) => need.every((w) => words.has(w)))) out += `${n.selector}{${n.body}}`;
    } else if (n.kind === 'block') {
      const inner = keep(n.nodes, words);
      if (inner) out += `${n.prelude}{${inner}}`;
    }
  }
  return out;
}
