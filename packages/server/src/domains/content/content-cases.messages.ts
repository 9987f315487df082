import type { Lang } from '@card/contract';

/** Message-centre texts of design cases (kind `system`), in the receiver's language (a row keeps one language). */
export const CASE_MESSAGES = {
  auditPassed: (lang: Lang, title: string) =>
    lang === 'en'
      ? { title: 'Case approved', content: `Your case "${title}" passed the audit and is shown to visitors.` }
      : { title: '案例审核通过', content: `您的案例「${title}」已通过审核，访客现在可以看到。` },
  auditRefused: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Case not approved', content: `Your case "${title}" did not pass the audit: ${reason}. You may appeal once.` }
      : { title: '案例审核未通过', content: `您的案例「${title}」未通过审核：${reason}。您可以申诉一次。` },
  forbidden: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Case forbidden after a complaint', content: `Your case "${title}" is no longer shown after a complaint: ${reason}. You may appeal once.` }
      : { title: '案例因投诉被禁止展示', content: `您的案例「${title}」因投诉被禁止展示：${reason}。您可以申诉一次。` },
  complaintDecided: (lang: Lang, title: string, upheld: boolean) =>
    lang === 'en'
      ? {
          title: 'Your complaint was decided',
          content: upheld ? `Your complaint about "${title}" was upheld; the case is no longer shown.` : `Your complaint about "${title}" was not upheld.`,
        }
      : { title: '投诉处理结果', content: upheld ? `您对案例「${title}」的投诉已成立，该案例已禁止展示。` : `您对案例「${title}」的投诉未成立。` },
  appealAccepted: (lang: Lang, title: string) =>
    lang === 'en'
      ? { title: 'Appeal accepted', content: `Your appeal for "${title}" was accepted; the case is shown again.` }
      : { title: '申诉成功', content: `您对案例「${title}」的申诉已通过，案例已恢复展示。` },
  appealRefused: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Appeal refused', content: `Your appeal for "${title}" was refused: ${reason}.` }
      : { title: '申诉未通过', content: `您对案例「${title}」的申诉未通过：${reason}。` },
};

/** The report reasons' texts (the reportReasons call). */
export const REPORT_REASON_TEXTS = {
  plagiarism: { zh: '抄袭他人作品', en: "Copies someone else's work" },
  false: { zh: '虚假宣传', en: 'False claims' },
  vulgar: { zh: '低俗色情', en: 'Vulgar or sexual content' },
  ad: { zh: '垃圾广告', en: 'Spam advertising' },
  illegal: { zh: '违法违规', en: 'Illegal content' },
  other: { zh: '其他', en: 'Other' },
} as const;
