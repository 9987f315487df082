import { placeLine, vcardPath, type Lang, type TCardView } from '@card/contract';
import { escapeHtml as h } from './card-head';

/**
 * Saving the card to the phone's contacts inside WeChat (issue 29). WeChat's browser blocks the vCard download, so
 * the save button there opens this guide instead of failing silently: the two taps that leave WeChat (··· at the
 * top right, then 在浏览器打开) with a drawing of exactly that, the vCard link still offered (some WeChat versions
 * do open it), and 复制全部信息, which copies every shown field as text for pasting into the contacts app (the
 * card page's inline script does the copying, see card-page-script.ts). Pure: data in, markup out, all escaped.
 */
const TEXTS = {
  'zh-CN': {
    title: '存入通讯录',
    intro: '微信内不能直接保存联系人，两步即可：',
    step1: '点右上角的 ···',
    step2: '选择「在浏览器打开」，再点「存入通讯录」',
    picture: '示意图：微信右上角的 ··· 菜单，其中的「在浏览器打开」',
    menu: ['发送给朋友', '分享到朋友圈', '在浏览器打开'],
    vcard: '下载联系人文件（.vcf）',
    copyAll: '复制全部信息',
    copied: '已复制，可粘贴到通讯录',
    copyFailed: '请长按下方文字复制',
    gotIt: '我知道了',
    labels: { name: '姓名', title: '职位', company: '公司', mobile: '手机', phone: '座机', email: '邮箱', address: '地址', link: '名片' },
  },
  en: {
    title: 'Save contact',
    intro: 'WeChat cannot save contacts itself. Two taps:',
    step1: 'Tap ··· at the top right',
    step2: 'Choose "Open in Browser" (在浏览器打开), then tap "Save contact"',
    picture: 'Picture: the ··· menu at the top right of WeChat, with "Open in Browser"',
    menu: ['Send to Chat', 'Share to Moments', 'Open in Browser'],
    vcard: 'Download the contact file (.vcf)',
    copyAll: 'Copy all details',
    copied: 'Copied: paste it into your contacts',
    copyFailed: 'Press and hold the text below to copy it',
    gotIt: 'Got it',
    labels: { name: 'Name', title: 'Title', company: 'Company', mobile: 'Mobile', phone: 'Phone', email: 'Email', address: 'Address', link: 'Card' },
  },
} as const;
const textsOf = (lang: Lang | undefined) => TEXTS[lang === 'en' ? 'en' : 'zh-CN'];

/** Every field the visitor sees, one per line (a hidden phone is not in `mobiles` at all, so it is not copied). */
export function contactText(card: TCardView, link: string, lang?: Lang): string {
  const l = textsOf(lang).labels;
  const p = card.navPoint;
  const rows: [string, string][] = [
    [l.name, card.name],
    [l.title, [card.position, card.department].filter(Boolean).join(' · ')],
    [l.company, card.company],
    ...card.mobiles.map((m): [string, string] => [l.mobile, m]),
    [l.phone, card.landline],
    [l.email, card.email],
    [l.address, p ? placeLine(p.province, p.city, p.address) : ''],
    [l.link, link],
  ];
  return rows
    .filter(([, v]) => v.trim())
    .map(([k, v]) => `${k}：${v}`)
    .join('\n');
}

/** WeChat's top bar, its ··· menu open, the two taps numbered: drawn here, so no image is fetched. */
function picture(t: (typeof TEXTS)[keyof typeof TEXTS]): string {
  const items = t.menu
    .map((m, i) => {
      const y = 74 + i * 30;
      const on = i === 2;
      return `<text x="170" y="${y}" font-size="13" fill="${on ? '#07c160' : '#333'}"${on ? ' font-weight="bold"' : ''}>${h(m)}</text>`;
    })
    .join('');
  return (
    `<svg class="wx-save-picture" viewBox="0 0 300 160" width="300" height="160" role="img" aria-label="${h(t.picture)}" data-testid="save-guide-picture">` +
    '<rect width="300" height="160" rx="10" fill="#f7f7f7"/><rect width="300" height="40" rx="10" fill="#ededed"/>' +
    '<path d="M16 14l12 12M28 14L16 26" stroke="#333" stroke-width="2"/><rect x="90" y="16" width="110" height="8" rx="4" fill="#cfcfcf"/>' +
    '<circle cx="262" cy="20" r="2.6" fill="#333"/><circle cx="271" cy="20" r="2.6" fill="#333"/><circle cx="280" cy="20" r="2.6" fill="#333"/>' +
    '<circle cx="271" cy="20" r="15" fill="none" stroke="#fa5151" stroke-width="2.5"/>' +
    '<circle cx="246" cy="10" r="8" fill="#fa5151"/><text x="246" y="14" font-size="11" text-anchor="middle" fill="#fff">1</text>' +
    '<rect x="156" y="48" width="136" height="104" rx="8" fill="#fff" stroke="#ddd"/>' +
    `${items}<rect x="160" y="116" width="128" height="28" rx="6" fill="none" stroke="#fa5151" stroke-width="2.5"/>` +
    '<circle cx="150" cy="130" r="8" fill="#fa5151"/><text x="150" y="134" font-size="11" text-anchor="middle" fill="#fff">2</text></svg>'
  );
}

// Its own few rules: the guide holds more than the one-paragraph hint, so it scrolls on a short screen; the card
// themes colour links (a.btn included), which would leave the vCard button's text unreadable on its blue.
const STYLE =
  '<style>.wx-save{overflow-y:auto;background:#141414}.wx-save ol{padding-left:1.4rem;line-height:1.8}.wx-save-picture{display:block;max-width:100%;height:auto;margin:.6rem 0}' +
  '.wx-save a.btn-primary[href]{color:#fff!important}.wx-save-status{min-height:1.5rem;font-weight:600}.wx-save textarea{width:100%;min-height:8rem;color:#111}</style>';

/** The guide, opened by the save button (`data-hint="download"`), hidden until then. */
export function saveGuide(card: TCardView, link: string, lang?: Lang): string {
  const t = textsOf(lang);
  return (
    `${STYLE}<div class="wx-hint wx-save" role="dialog" aria-modal="true" aria-labelledby="wx-save-title" data-testid="wechat-hint" data-kind="download" hidden>` +
    `<div class="wx-hint-body"><h3 id="wx-save-title">${h(t.title)}</h3><p>${h(t.intro)}</p>` +
    `<ol data-testid="save-guide-steps"><li>${h(t.step1)}</li><li>${h(t.step2)}</li></ol>${picture(t)}` +
    `<a class="btn btn-primary" href="${h(vcardPath(card.phoneIdEcr))}" download="${h(card.name)}.vcf" data-testid="save-guide-vcard">${h(t.vcard)}</a>` +
    `<button type="button" class="btn btn-primary" data-copy-all data-copied="${h(t.copied)}" data-failed="${h(t.copyFailed)}" data-testid="copy-all">${h(t.copyAll)}</button>` +
    '<p class="wx-save-status" role="status" data-testid="copy-status"></p>' +
    `<textarea readonly hidden aria-label="${h(t.copyAll)}" data-copy-source>${h(contactText(card, link, lang))}</textarea>` +
    `<button type="button" class="btn btn-ghost" data-close>${h(t.gotIt)}</button></div></div>`
  );
}
