import type { Lang } from '@card/contract';

/** Where each review's message leads (client paths): the applicant's applications, the configured device's details. */
export const SHAKE_LINKS = {
  applications: '/show/shakeApplications',
  device: (deviceId: string) => `/show/shakeDetails?id=${encodeURIComponent(deviceId)}`,
};

/** Message-centre texts of shake devices (kind `system`), in the receiver's language; reason '' means approved. */
export const SHAKE_MESSAGES = {
  applicationDecided: (lang: Lang, quantity: number, reason: string) =>
    reason === ''
      ? lang === 'en'
        ? {
            title: 'Shake device application approved',
            content: `Your application for ${quantity} shake device${quantity === 1 ? '' : 's'} was approved; bind ${quantity === 1 ? 'it' : 'them'} to your card now.`,
          }
        : { title: '摇一摇设备申请已通过', content: `您申请的${quantity}台摇一摇设备已审核通过，现在可以绑定到名片。` }
      : lang === 'en'
        ? { title: 'Shake device application rejected', content: `Your application for ${quantity} shake device${quantity === 1 ? '' : 's'} was rejected: ${reason}.` }
        : { title: '摇一摇设备申请未通过', content: `您申请的${quantity}台摇一摇设备未通过审核：${reason}。` },
  configDecided: (lang: Lang, title: string, reason: string) =>
    reason === ''
      ? lang === 'en'
        ? { title: 'Shake page approved', content: `Your shake page "${title}" was approved; shakers see it now.` }
        : { title: '摇一摇页面审核通过', content: `您的摇一摇页面「${title}」已审核通过，摇一摇的人现在可以看到。` }
      : lang === 'en'
        ? { title: 'Shake page rejected', content: `Your shake page "${title}" was rejected: ${reason}. Shakers keep seeing the last approved page.` }
        : { title: '摇一摇页面未通过', content: `您的摇一摇页面「${title}」未通过审核：${reason}。摇一摇的人仍看到上次通过的页面。` },
};
