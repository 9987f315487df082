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
  boundSub: (lang: Lang, master: string) => (lang === 'en'
    ? { title: 'Bound to a master card', content: `Your card is now a sub card of ${master}. Their pushed content shows on your card for the types you allow.` }
    : { title: '已绑定主名片', content: `您的名片已成为${master}的子名片，对方推送的内容将按您允许的类型显示在您的名片上。` }),
  boundMaster: (lang: Lang, sub: string) => (lang === 'en'
    ? { title: 'New sub card', content: `${sub} bound their card as a sub card of yours.` }
    : { title: '新的子名片', content: `${sub}已将名片绑定为您的子名片。` }),
  pushed: (lang: Lang, master: string, t: MirrorContentType) => (lang === 'en'
    ? { title: 'Content pushed to your card', content: `${master} pushed ${typeName(lang, t)} to your card.` }
    : { title: '主名片推送了内容', content: `${master}向您的名片推送了${typeName(lang, t)}。` }),
  forbidden: (lang: Lang, master: string) => (lang === 'en'
    ? { title: 'Mirroring stopped', content: `${master} stopped showing their pushes on your card.` }
    : { title: '主名片已暂停同步', content: `${master}已暂停向您的名片同步推送内容。` }),
  allowed: (lang: Lang, master: string) => (lang === 'en'
    ? { title: 'Mirroring resumed', content: `${master} shows their pushes on your card again.` }
    : { title: '主名片已恢复同步', content: `${master}已恢复向您的名片同步推送内容。` }),
  unbound: (lang: Lang, master: string) => (lang === 'en'
    ? { title: 'Unbound from the master card', content: `${master} unbound your card; it is no longer a sub card.` }
    : { title: '已解除主名片绑定', content: `${master}已解除与您名片的绑定，您的名片不再是子名片。` }),
};
