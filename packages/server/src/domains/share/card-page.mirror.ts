import type { TCardView, TMirrorContent } from '@card/contract';
import type { PublicLinkSet } from './card-page';

/**
 * A sub card's page with its master's pushed content (mirror sync, issue 13). Decided: the company-wide `basic`
 * fields of the master replace the sub's own where the master's value is not empty (the company speaks with one
 * voice); honours come before the sub's own, columns and link sets after the sub's own (the sub keeps what it wrote,
 * the company's content is added). Pure: the view is not changed, a new one is made.
 */
export function withMirrored(card: TCardView, sets: PublicLinkSet[], contents: TMirrorContent[]): { card: TCardView; sets: PublicLinkSet[] } {
  let view = card;
  let linkSets = sets;
  for (const c of contents) {
    switch (c.contentType) {
      case 'basic': {
        const pick = (mine: string, theirs: string) => theirs || mine;
        view = {
          ...view, company: pick(view.company, c.basic.company), productService: pick(view.productService, c.basic.productService),
          taxNumber: pick(view.taxNumber, c.basic.taxNumber), landline: pick(view.landline, c.basic.landline), fax: pick(view.fax, c.basic.fax),
        };
        break;
      }
      case 'honours':
        view = { ...view, honours: [...c.honours.map((x, i) => ({ id: `mirror-h${i}`, ...x })), ...view.honours] };
        break;
      case 'columns':
        view = { ...view, columns: [...view.columns, ...c.columns.map((x, i) => ({ id: `mirror-c${i}`, ...x }))] };
        break;
      case 'links':
        linkSets = [...linkSets, ...c.links.map((s, i) => ({ id: `mirror-s${i}`, name: s.name, links: s.links.map((l, j) => ({ id: `mirror-s${i}-${j}`, ...l, direct: true })) }))];
        break;
    }
  }
  return { card: view, sets: linkSets };
}
