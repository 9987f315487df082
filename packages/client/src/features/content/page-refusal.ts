import type { TBlock, TPageContent } from '@card/contract';

/**
 * Where the builder shows a refused save or publish (issue 32, item 7). The server names each failing field by its
 * path in the body it got (`blocks.3.url`, `pages.1.blocks.0.fields.2.label`); the builder shows the message under
 * that block's input, so the path is resolved to the block's id in the content that was sent (the user may reorder
 * the blocks while the answer is on its way). A message naming no block (the page title, an empty page) is the
 * page's own, shown once below the blocks.
 */
export interface PageRefusal {
  /** Per block id: the block's field (`url`, `fields.2.label`) → its message. */
  blocks: Record<string, Record<string, string>>;
  /** Messages that name no block. */
  page: string[];
  /** The leaflet page holding the first refused block (the builder opens it), or null. */
  firstPage: number | null;
  /** The first refused block, opened so its message is seen. */
  firstBlock: string | null;
}

const BLOCK_PATH = /^(?:pages\.(\d+)\.)?blocks\.(\d+)\.(.+)$/;

export function placeRefusal(fieldErrors: Record<string, string>, content: TPageContent, fallback: string): PageRefusal {
  const out: PageRefusal = { blocks: {}, page: [], firstPage: null, firstBlock: null };
  for (const [field, message] of Object.entries(fieldErrors)) {
    const m = BLOCK_PATH.exec(field);
    const list: TBlock[] | undefined = !m ? undefined : m[1] !== undefined ? content.pages?.[Number(m[1])]?.blocks : content.blocks;
    const block = m ? list?.[Number(m[2])] : undefined;
    if (!m || !block) {
      if (!out.page.includes(message)) out.page.push(message);
      continue;
    }
    (out.blocks[block.id] ??= {})[m[3]!] ??= message;
    if (out.firstBlock === null) {
      out.firstBlock = block.id;
      out.firstPage = m[1] !== undefined ? Number(m[1]) : null;
    }
  }
  // A refusal without field errors (not found, a network failure) still says its message once.
  if (!out.firstBlock && out.page.length === 0) out.page.push(fallback);
  return out;
}

/** The fields each block's editor shows a message under; any other field's message is shown atop the block. */
const SHOWN: Record<TBlock['type'], RegExp> = {
  text: /^(text|style)$/,
  image: /^(url|alt)$/,
  video: /^url$/,
  button: /^(label|action|url)$/,
  form: /^(fields(\.\d+\.(kind|label|required))?|consent|submitLabel)$/,
  map: /^name$/,
  product: /^(name|priceFen|imageUrl|description)$/,
};

/** The messages of a block that its editor has no input for (its id, coordinates), shown atop the block instead. */
export const unplacedOf = (type: TBlock['type'], errors: Record<string, string> | undefined): string[] =>
  Object.entries(errors ?? {})
    .filter(([f]) => !SHOWN[type].test(f))
    .map(([, m]) => m);
