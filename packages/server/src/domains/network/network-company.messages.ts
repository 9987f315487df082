import type { Lang } from '@card/contract';

type Msg = { title: string; content: string };
const t = (lang: Lang, zh: Msg, en: Msg): Msg => (lang === 'en' ? en : zh);

/** Message-centre texts (kind company) of the company part, in the receiver's language. */
export const COMPANY_MESSAGES = {
  joinApplied: (lang: Lang, who: string, company: string) =>
    t(
      lang,
      { title: '新的入职申请', content: `${who}申请加入“${company}”，请在企业管理中处理。` },
      { title: 'New application to join', content: `${who} applied to join "${company}". Review it under company management.` },
    ),
  joinAgreed: (lang: Lang, company: string) =>
    t(lang, { title: '加入公司申请已通过', content: `您已成为“${company}”的员工。` }, { title: 'Application accepted', content: `You are now a member of "${company}".` }),
  joinIgnored: (lang: Lang, company: string) =>
    t(
      lang,
      { title: '加入公司申请未通过', content: `您加入“${company}”的申请未通过。` },
      { title: 'Application not accepted', content: `Your application to join "${company}" was not accepted.` },
    ),
  exitApplied: (lang: Lang, who: string, company: string) =>
    t(
      lang,
      { title: '新的离职申请', content: `${who}申请退出“${company}”，请在企业管理中处理。` },
      { title: 'New application to leave', content: `${who} applied to leave "${company}". Review it under company management.` },
    ),
  exitAgreed: (lang: Lang, company: string) =>
    t(lang, { title: '退出公司申请已通过', content: `您已退出“${company}”。` }, { title: 'You left the company', content: `Your application to leave "${company}" was approved.` }),
  exitRefused: (lang: Lang, company: string) =>
    t(
      lang,
      { title: '退出公司申请未通过', content: `您退出“${company}”的申请未通过，请与管理员联系。` },
      { title: 'Application to leave refused', content: `Your application to leave "${company}" was refused; talk to an admin.` },
    ),
  removed: (lang: Lang, company: string) =>
    t(lang, { title: '您已被移出公司', content: `管理员已将您移出“${company}”。` }, { title: 'Removed from the company', content: `An admin removed you from "${company}".` }),
  adminSet: (lang: Lang, company: string, on: boolean) =>
    t(
      lang,
      { title: on ? '您已成为公司管理员' : '您不再是公司管理员', content: on ? `您已成为“${company}”的管理员。` : `您已不再担任“${company}”的管理员。` },
      { title: on ? 'You are a company admin' : 'You are no longer a company admin', content: on ? `You are now an admin of "${company}".` : `You are no longer an admin of "${company}".` },
    ),
  departmentSet: (lang: Lang, department: string | null) =>
    t(
      lang,
      { title: '部门调整', content: department ? `管理员已将您调至“${department}”。` : '管理员已将您移出部门。' },
      { title: 'Department changed', content: department ? `An admin moved you to "${department}".` : 'An admin took you out of your department.' },
    ),
  masterSet: (lang: Lang, who: string) =>
    t(lang, { title: '企业主名片已设置', content: `公司的企业主名片已设为${who}的名片。` }, { title: 'Company master card set', content: `The company's master card is now ${who}'s card.` }),
  lockSet: (lang: Lang, locked: boolean) =>
    t(
      lang,
      { title: locked ? '公司已锁定隐私设置' : '公司已解除隐私设置锁定', content: locked ? '公司不允许员工修改隐私设置。' : '您可以再次修改自己的隐私设置。' },
      {
        title: locked ? 'Privacy settings locked' : 'Privacy settings unlocked',
        content: locked ? 'Your company does not allow members to change their privacy settings.' : 'You may change your privacy settings again.',
      },
    ),
  handedOver: (lang: Lang, departed: string, colleague: string, company: string) =>
    t(
      lang,
      { title: '服务人员变更', content: `${departed}已离开“${company}”，今后由${colleague}为您服务。如不同意，可在消息中拒绝。` },
      { title: 'Who serves you now', content: `${departed} has left "${company}"; ${colleague} serves you from now on. You may refuse this.` },
    ),
  handoverReceived: (lang: Lang, count: number, departed: string) =>
    t(
      lang,
      { title: '联系人交接', content: `${departed}的${count}位联系人已交接给您。` },
      { title: 'Contacts handed over', content: `${count} contacts of ${departed} were handed over to you.` },
    ),
  handoverRefused: (lang: Lang, who: string) =>
    t(
      lang,
      { title: '联系人拒绝交接', content: `${who}拒绝了交接，已从您的通讯录移除。` },
      { title: 'Hand-over refused', content: `${who} refused the hand-over and was removed from your address book.` },
    ),
  // Issue 31: invitations and handing the admin role over.
  invited: (lang: Lang, who: string, company: string) =>
    t(
      lang,
      { title: '公司邀请', content: `${who}邀请您加入“${company}”，点此查看并接受或拒绝。` },
      { title: 'Company invitation', content: `${who} invited you to join "${company}". Open it to accept or decline.` },
    ),
  inviteAccepted: (lang: Lang, who: string, company: string) =>
    t(lang, { title: '邀请已接受', content: `${who}已接受邀请，加入“${company}”。` }, { title: 'Invitation accepted', content: `${who} accepted the invitation and joined "${company}".` }),
  inviteDeclined: (lang: Lang, who: string, company: string) =>
    t(lang, { title: '邀请被拒绝', content: `${who}拒绝了加入“${company}”的邀请。` }, { title: 'Invitation declined', content: `${who} declined the invitation to join "${company}".` }),
  adminHandedOver: (lang: Lang, who: string, company: string) =>
    t(
      lang,
      { title: '您已成为公司管理员', content: `${who}已将“${company}”的管理员交给您。` },
      { title: 'You are a company admin', content: `${who} handed the admin role of "${company}" over to you.` },
    ),
};
export type CompanyMsg = Msg;
