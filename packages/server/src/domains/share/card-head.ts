import type { TCardView } from '@card/contract';

/**
 * The server-rendered head of the public card page: Open Graph tags for link previews, a schema.org
 * ProfilePage for search engines, and the title. Pure: a card view in, HTML text out. Every value is
 * user-controlled, so attributes are HTML-escaped and the JSON-LD escapes `<` (and friends) so a name like
 * `</script>` cannot close its script element.
 */
export interface CardHeadInput {
  card: TCardView;
  /** Absolute public link of the card. */
  link: string;
  /** Absolute image for previews: the avatar, else the QR code PNG. */
  image: string;
  /** Absolute avatar URL or ''. */
  avatar: string;
  siteName: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON safe inside <script>: no `<`, `>` or `&` (no `</script>`, no `<!--`), no JS line separators. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function cardDescription(card: TCardView): string {
  return [card.position, card.company, card.signature].filter(Boolean).join(' · ');
}

export function profileJsonLd({ card, link, avatar }: CardHeadInput) {
  const person: Record<string, unknown> = { '@type': 'Person', name: card.name, url: link };
  if (card.position) person.jobTitle = card.position;
  if (card.company) person.worksFor = { '@type': 'Organization', name: card.company, ...(card.department ? { department: { '@type': 'Organization', name: card.department } } : {}) };
  if (avatar) person.image = avatar;
  if (card.email) person.email = card.email;
  // Only numbers the visitor may see: a hidden phone is not in `mobiles` at all.
  const phones = [...card.mobiles, card.landline].filter(Boolean);
  if (phones.length) person.telephone = phones.length === 1 ? phones[0] : phones;
  if (card.signature) person.description = card.signature;
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', url: link, name: card.name, mainEntity: person };
}

export function renderCardHead(input: CardHeadInput): string {
  const { card, link, image, siteName } = input;
  const description = cardDescription(card);
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('name', 'description', description),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', card.name),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:url', link),
    meta('property', 'og:site_name', siteName),
    meta('name', 'twitter:card', 'summary'),
    `<link rel="canonical" href="${escapeHtml(link)}" />`,
    `<script type="application/ld+json">${jsonForScript(profileJsonLd(input))}</script>`,
  ].join('\n    ');
}
