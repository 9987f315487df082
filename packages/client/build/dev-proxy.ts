/**
 * What `pnpm dev:client` sends to the server: every path outside the app's own base. The app (its HTML, modules and
 * Vite's own files) lives under /multipage/; every call, file, socket and page the server answers sits elsewhere
 * (the main base at the root keeps the spec's paths such as /acc/userLogin.xhtml, the other bases under /x/). A
 * pattern of what is NOT the app, rather than a list of the server's prefixes, so a new area's calls are reached
 * without anyone remembering to add them here (issue 33: the hand-kept list missed 28 of 40 prefixes).
 */
export const APP_BASE = '/multipage/';
export const DEV_PROXY_PATTERN = '^/(?!multipage(?:/|$))';

export const proxiedInDev = (path: string): boolean => new RegExp(DEV_PROXY_PATTERN).test(path);
