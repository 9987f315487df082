/** Client paths of the user centre area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const usercentrePaths = {
  // --- usercentre area paths ---
  userCentre: '/acc/acc_home_mine',
  userCentreSettings: '/acc/acc_home_mine/set',
  userCentreSettingsOther: '/acc/acc_home_mine/set_other',
  privacySet: '/acc/forwardPrivacySet',
  subscriptions: '/acc/acc_home_bkmore',
  columnSet: '/columnSet',
  messageCentre: '/acc/messageCentre',
  /** 好友动态 (issue 31): what the user's exchanged contacts published (our path). */
  friendFeed: '/acc/friendDynamics',
  /** 审核管理 (issue 32): the operator console, every review queue in one place (our path); `?tab=` opens one queue. */
  operatorConsole: '/acc/operatorConsole',
  operatorTab: (tab: 'case' | 'shake' | 'sms' | 'invite' | 'violation' | 'refund') => `/acc/operatorConsole?tab=${tab}`,
} as const;
