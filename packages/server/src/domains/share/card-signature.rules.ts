import { escapeHtml } from './card-head';

/**
 * The card as an HTML email signature (issue 34). Mail clients (Outlook's Word engine, Gmail, Apple Mail, Foxmail,
 * QQ and NetEase mail) drop <style> blocks and classes, ignore flex and grid, and block remote images until the reader
 * allows them: so one table, every style inline, every image with its width, height and alt text (with images blocked
 * the alt text stands in a box of the same size, so the layout holds), and absolute URLs only.
 */
export interface SignatureInput {
  name: string;
  /** The card's position, else the first line of its title. */
  title: string;
  company: string;
  /** Dialled phones (mobiles unless the owner hides them, then the landline), in display order. */
  phones: string[];
  email: string;
  cardUrl: string;
  /** Absolute URL of the avatar, '' without one (the avatar cell is left out). */
  avatarUrl: string;
  /** Absolute URL of the card's QR PNG. */
  qrUrl: string;
  /** The accent colour (the card theme's first stop), `#rrggbb`. */
  accent: string;
  texts: SignatureTexts;
}
export interface SignatureTexts {
  phone: string;
  email: string;
  card: string;
  qrAlt: string;
}

export const SIGNATURE_TEXTS: Record<'zh-CN' | 'en', SignatureTexts> = {
  'zh-CN': { phone: '电话', email: '邮箱', card: '电子名片', qrAlt: '扫码查看名片' },
  en: { phone: 'Tel', email: 'Email', card: 'Digital card', qrAlt: 'Scan to open the card' },
};

const FONT = "font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif";
const AVATAR = 64;
const QR = 72;
const HEX = /^#[0-9a-f]{6}$/i;

/** A dialled number as a tel: target: digits and a leading plus only (spaces and dashes are for reading). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')}`;

/** Only http(s) URLs go into an href or src: anything else (javascript:, data:) is left out. */
const safeUrl = (url: string) => (/^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : '');

/** One line of text, or nothing when the value is empty; long unbroken values wrap instead of widening the table. */
function line(text: string, style: string): string {
  const t = text.trim();
  return t ? `<tr><td style="${FONT};${style};padding:0 0 2px 0;word-break:break-all;overflow-wrap:anywhere">${escapeHtml(t)}</td></tr>` : '';
}

export function signatureHtml(input: SignatureInput): string {
  const accent = HEX.test(input.accent) ? input.accent : '#1f6feb';
  const name = input.name.trim();
  const avatar = safeUrl(input.avatarUrl);
  const card = safeUrl(input.cardUrl);
  const qr = safeUrl(input.qrUrl);
  const linkStyle = `color:${accent};text-decoration:none`;
  const small = 'font-size:13px;line-height:18px;color:#57606a';
  const rows = [
    line(name, `font-size:16px;line-height:22px;font-weight:bold;color:#1f2328`),
    line(input.title, small),
    line(input.company, `${small};font-weight:bold`),
    ...input.phones
      .filter((p) => p.trim())
      .map(
        (p) =>
          `<tr><td style="${FONT};${small};padding:0 0 2px 0">${escapeHtml(input.texts.phone)}: <a href="${escapeHtml(telHref(p))}" style="${linkStyle}">${escapeHtml(p.trim())}</a></td></tr>`,
      ),
    input.email.trim()
      ? `<tr><td style="${FONT};${small};padding:0 0 2px 0;word-break:break-all">${escapeHtml(input.texts.email)}: <a href="mailto:${escapeHtml(input.email.trim())}" style="${linkStyle}">${escapeHtml(input.email.trim())}</a></td></tr>`
      : '',
    card ? `<tr><td style="${FONT};${small};padding:4px 0 0 0"><a href="${escapeHtml(card)}" style="${linkStyle};font-weight:bold">${escapeHtml(input.texts.card)}</a></td></tr>` : '',
  ].join('');
  const img = (src: string, size: number, alt: string, extra: string) =>
    `<img src="${escapeHtml(src)}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display:block;width:${size}px;height:${size}px;border:0;${FONT};font-size:11px;color:#57606a;${extra}">`;
  const cells = [
    avatar ? `<td valign="top" width="${AVATAR}" style="padding:0 12px 0 0;width:${AVATAR}px">${img(avatar, AVATAR, name, 'border-radius:50%')}</td>` : '',
    `<td valign="top" style="padding:0 12px 0 12px;border-left:3px solid ${accent}"><table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse">${rows}</table></td>`,
    qr
      ? `<td valign="top" width="${QR}" style="padding:0 0 0 12px;width:${QR}px">${card ? `<a href="${escapeHtml(card)}" style="text-decoration:none">` : ''}${img(qr, QR, input.texts.qrAlt, '')}${card ? '</a>' : ''}</td>`
      : '',
  ].join('');
  return `<table cellpadding="0" cellspacing="0" border="0" role="presentation" data-card-signature="1" style="border-collapse:collapse;max-width:520px;${FONT}"><tr>${cells}</tr></table>`;
}

/** The plain-text copy (a mail client that pastes no HTML, or a text-only message). */
export function signatureText(input: SignatureInput): string {
  return [
    input.name,
    input.title,
    input.company,
    ...input.phones.filter((p) => p.trim()).map((p) => `${input.texts.phone}: ${p.trim()}`),
    input.email.trim() ? `${input.texts.email}: ${input.email.trim()}` : '',
    safeUrl(input.cardUrl) ? `${input.texts.card}: ${input.cardUrl}` : '',
  ]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}
