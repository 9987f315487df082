/**
 * Whether the cookies the server sets carry `Secure`: exactly when the site is served over https. Read from the
 * public origin (what the browser sees, even behind a proxy that speaks plain http to us), so the token never
 * travels in clear; over plain http (local runs) a Secure cookie would not be stored at all, so it is left off.
 */
export const secureCookies = (publicOrigin: string) => /^https:/i.test(publicOrigin);
