import type { Lang, MirrorContentType } from '@card/contract';

/** Message-centre texts of mirror sync (kind `mirror`), in the receiver's language (a row keeps one language). */
const TYPE_NAMES: Record<MirrorContentType, { zh: string; en: string }> = {
  basic: { zh: '基本信息', en: 'basic information' },
  honours: { zh: '荣誉', en: 'honours' },
  columns: { zh: '自定义栏目', en: 'custom columns' },
  links: { zh: '微链接', en: 'micro links' },
};
const typeName = (lang: Lang, t: MirrorContentType) => (lang === 'en' ? TYPE_NAMES[t].en : TYPE_NAMES[t].zh);

export const MIRROR_MESSAGES = {
  // Consent (issue 31): the request, its answer, a withdrawal, a sub leaving. Each row names the other side's card
  // as its subject (type `mirror`), which opens the mirror screen.
  requested: (lang: Lang, sub: string) =>
    lang === 'en'
      ? { title: 'Sub card request', content: `${sub} asks to bind their card as a sub card of yours. Approve or refuse it in mirror sync.` }
      : { title: '新的子名片绑定申请', content: `${sub}申请将名片绑定为您的子名片，请在镜像同步中同意或拒绝。` },
  requestSent: (lang: Lang, master: string) =>
    lang === 'en'
      ? { title: 'Binding request sent', content: `You asked ${master} to bind your card as their sub card. Nothing is shown until they approve.` }
      : { title: '已发送绑定申请', content: `您已申请成为${master}的子名片，对方同意前不会同步任何内容。` },
  approved: (lang: Lang, master: string) =>
    lang === 'en'
      ? { title: 'Bound to a master card', content: `${master} approved: your card is now their sub card. Their pushed content shows on your card for the types you allow.` }
      : { title: '已绑定主名片', content: `${master}已同意，您的名片已成为其子名片，对方推送的内容将按您允许的类型显示在您的名片上。` },
  refused: (lang: Lang, master: string, hours: number) =>
    lang === 'en'
      ? { title: 'Binding request refused', content: `${master} refused your binding request. You may ask them again after ${hours} hours.` }
      : { title: '绑定申请被拒绝', content: `${master}拒绝了您的子名片绑定申请，${hours}小时后可再次申请。` },
  withdrawn: (lang: Lang, sub: string) =>
    lang === 'en'
      ? { title: 'Binding request withdrawn', content: `${sub} withdrew their request to become your sub card.` }
      : { title: '绑定申请已撤回', content: `${sub}撤回了子名片绑定申请。` },
  left: (lang: Lang, sub: string) =>
    lang === 'en'
      ? { title: 'A sub card left', content: `${sub} unbound their card; it is no longer your sub card.` }
      : { title: '子名片已解除绑定', content: `${sub}已解除绑定，不再是您的子名片。` },
  pushed: (lang: Lang, master: string, t: MirrorContentType) =>
    lang === 'en'
      ? { title: 'Content pushed to your card', content: `${master} pushed ${typeName(lang, t)} to your card.` }
      : { title: '主名片推送了内容', content: `${master}向您的名片推送了${typeName(lang, t)}。` },
  forbidden: (lang: Lang, master: string) =>
    lang === 'en'
      ? { title: 'Mirroring stopped', content: `${master} stopped showing their pushes on your card.` }
      : { title: '主名片已暂停同步', content: `${master}已暂停向您的名片同步推送内容。` },
  allowed: (lang: Lang, master: string) =>
    lang === 'en'
      ? { title: 'Mirroring resumed', content: `${master} shows their pushes on your card again.` }
      : { title: '主名片已恢复同步', content: `${master}已恢复向您的名片同步推送内容。` },
  unbound: (lang: Lang, master: string) =>
    lang === 'en'
      ? { title: 'Unbound from the master card', content: `${master} unbound your card; it is no longer a sub card.` }
      : { title: '已解除主名片绑定', content: `${master}已解除与您名片的绑定，您的名片不再是子名片。` },
};
