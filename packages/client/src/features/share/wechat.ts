/** WeChat's in-app browser (its user agent says MicroMessenger): it blocks downloads, so screens explain instead. */
export const inWeChat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) => /MicroMessenger/i.test(ua);
