import type { TCardView, TMirrorContent } from '@card/contract';

/** What a sub card's page shows of its master (the network's mirroredContentOf): who it is from, and the pushes. */
export interface MirrorInput {
  from: string;
  contents: TMirrorContent[];
}

/** The master's section of a sub card's page, as card-page.ts renders it. */
export interface MirrorSection {
  from: string;
  /** The heading of the master's product and service: distinct from the sub's own when the sub shows one too. */
  productTitle: string;
  basic: { company: string; productService: string; taxNumber: string; landline: string; fax: string } | null;
  honours: { title: string; content: string; imageUrl: string; awardedOn: string }[];
  columns: { name: string; content: string }[];
  linkSets: { name: string; links: { title: string; url: string }[] }[];
}

/**
 * A sub card's page with its master's pushed content (mirror sync; issue 31 replaced the earlier merge). Decided:
 * the master's content is its own section, titled with where it is from, and never changes a field of the sub's
 * own (its company, landline, tax number, fax, product and service, columns, honours and links stay the sub's).
 * Each pushed type replaces the sub's copy of that type (one snapshot per type, the latest). A pushed column named
 * like one of the sub's own (two "公司简介") is titled with the master's name so the page never shows the same
 * heading twice. Pure: the card view is not changed.
 */
export function mirrorSection(card: TCardView, productServiceTitle: string, mirror: MirrorInput | null | undefined): MirrorSection | null {
  if (!mirror || mirror.contents.length === 0) return null;
  const own = new Set([...card.columns.map((c) => c.name.trim()), ...(card.productService ? [productServiceTitle] : [])]);
  const titled = (name: string) => (own.has(name.trim()) ? `${mirror.from} · ${name}` : name);
  const out: MirrorSection = { from: mirror.from, productTitle: titled(productServiceTitle), basic: null, honours: [], columns: [], linkSets: [] };
  for (const c of mirror.contents) {
    switch (c.contentType) {
      case 'basic':
        out.basic = c.basic;
        break;
      case 'honours':
        out.honours = c.honours;
        break;
      case 'columns':
        out.columns = c.columns.map((x) => ({ name: titled(x.name), content: x.content }));
        break;
      case 'links':
        out.linkSets = c.links.filter((s) => s.links.length > 0);
        break;
    }
  }
  return out;
}
