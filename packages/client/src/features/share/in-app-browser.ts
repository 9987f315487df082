/**
 * WeChat's in-app browser blocks file downloads and has its own share menu (the ··· button), so a few actions
 * show instructions there instead of acting.
 */
export const isWeChat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) => /MicroMessenger/i.test(ua);
