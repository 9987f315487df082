import { EXPORT_LIMITS, publicCardPath, qrImagePath, type Lang, type TCardExports, type TCardView } from '@card/contract';
import type { AppContext } from '../../context';
import type { AppConfig } from '../../config';
import { DomainError } from '../../lib/domain-error';
import { cardService, THEME_COLORS } from '../card';
import { renderBackground } from './card-background';
import { SIGNATURE_TEXTS, signatureHtml, signatureText, type SignatureInput } from './card-signature.rules';
import { absoluteUrl, initialOf } from './share.rules';
import { attachmentDisposition } from '../../lib/vcard';
import { passImages } from './wallet-pass-images';
import { PASS_TEXTS, passJson, passManifest } from './wallet-pass.rules';
import { loadPassCredentials, signManifest } from './wallet-pass-sign';
import { zip } from '../../lib/zip';

/** Whether the operator configured wallet passes: every PASS_* setting but the passphrase is needed. */
export const passConfigured = (c: AppConfig['pass']) => Boolean(c.typeId && c.teamId && c.certFile && c.keyFile && c.wwdrFile);

export const BACKGROUND_RULE = EXPORT_LIMITS.backgroundPerMinute;
export const backgroundBudgetKey = (userId: string) => `exports:background:${userId}`;
const SCAN_TEXT: Record<Lang, string> = { 'zh-CN': '扫码查看我的名片', en: 'Scan for my card' };

/** The card's position, else the first line of its title (a multi-line text). */
const titleOf = (v: TCardView) => v.position.trim() || (v.title.split('\n')[0] ?? '').trim();
/** What the owner publishes: mobiles unless hidden from visitors, the landline too. */
const phonesOf = (v: TCardView) => [...(v.phoneHidden ? [] : v.mobiles), ...(v.landline.trim() ? [v.landline] : [])];

/**
 * Exports of the caller's own card (issue 34): the email signature, the video-call background, the wallet pass. All
 * read the owner's card as the owner sees it, then leave out what the owner hides from visitors (the phone), since
 * each export is sent to strangers.
 */
export function cardExportsService(ctx: AppContext) {
  const cards = cardService(ctx);
  const origin = ctx.config.publicOrigin;

  async function own(userId: string, lang: Lang) {
    const view = await cards.mine(userId, lang);
    if (!view.name.trim()) throw new DomainError('EXPORT_NO_CARD');
    return { view, cardUrl: `${origin}${publicCardPath(view.phoneIdEcr)}`, colors: THEME_COLORS[view.themeId as keyof typeof THEME_COLORS] ?? THEME_COLORS.classic };
  }

  async function summary(userId: string, lang: Lang): Promise<TCardExports> {
    const { view, cardUrl, colors } = await own(userId, lang);
    const input: SignatureInput = {
      name: view.name,
      title: titleOf(view),
      company: view.company,
      phones: phonesOf(view),
      email: view.email,
      cardUrl,
      avatarUrl: absoluteUrl(origin, view.avatarUrl),
      qrUrl: `${origin}${qrImagePath({ phoneIdEcr: view.phoneIdEcr, format: 'png', size: EXPORT_LIMITS.signatureQrSize, logo: false })}`,
      accent: colors[0],
      texts: SIGNATURE_TEXTS[lang],
    };
    return { signatureHtml: signatureHtml(input), signatureText: signatureText(input), walletPass: passConfigured(ctx.config.pass) };
  }

  /** Drawing costs CPU: the owner's budget is spent first, like a poster's. */
  async function background(userId: string, lang: Lang) {
    const { view, cardUrl, colors } = await own(userId, lang);
    await ctx.limiter.enforce([{ key: backgroundBudgetKey(userId), rule: BACKGROUND_RULE }], 'EXPORT_TOO_MANY');
    const png = await renderBackground({ name: view.name, title: titleOf(view), company: view.company, cardUrl, colors, scanText: SCAN_TEXT[lang] });
    return { png, disposition: attachmentDisposition(`${view.name}-background`, 'png') };
  }

  async function walletPass(userId: string, lang: Lang) {
    const settings = ctx.config.pass;
    if (!passConfigured(settings)) throw new DomainError('PASS_NOT_CONFIGURED');
    const { view, cardUrl, colors } = await own(userId, lang);
    const creds = await loadPassCredentials(settings);
    const phone = phonesOf(view)[0] ?? '';
    const json = passJson(settings, { userId, name: view.name, title: titleOf(view), company: view.company, phone, cardUrl, themeColor: colors[0] }, PASS_TEXTS[lang]);
    const key = ctx.providers.storage.keyOf(view.avatarUrl);
    // An outside avatar (a WeChat one) is not fetched: the server never downloads what a URL names.
    const avatar = key ? await ctx.providers.storage.read(key) : null;
    const files: Record<string, Buffer> = {
      'pass.json': Buffer.from(JSON.stringify(json), 'utf8'),
      ...(await passImages({ avatar, initial: initialOf(view.name), color: colors[0] })),
    };
    const manifest = passManifest(files);
    const signature = signManifest(manifest, creds, ctx.clock.now());
    const bytes = zip([...Object.entries(files).map(([name, data]) => ({ name, data })), { name: 'manifest.json', data: manifest }, { name: 'signature', data: signature }]);
    return { bytes, disposition: attachmentDisposition(view.name, 'pkpass') };
  }

  return { summary, background, walletPass };
}
