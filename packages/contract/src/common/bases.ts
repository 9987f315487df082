/**
 * The spec's service bases. All are served by the one server, each under its own prefix; the client reads
 * each base URL from configuration (default: same origin + prefix), so a base can move to its own host later.
 * The main base sits at the root so the legacy paths stay verbatim (`/acc/userLogin.xhtml`).
 */
export const SERVICE_BASES = {
  main: '',
  article: '/x/article',
  shop: '/x/shop',
  material: '/x/material',
  miniApp: '/x/miniapp',
  openPlatform: '/x/open',
  statistics: '/x/statistics',
  websiteBuilder: '/x/website',
  videoStatistics: '/x/videostat',
  activity: '/x/activity',
  catering: '/x/catering',
} as const;
export type ServiceBase = keyof typeof SERVICE_BASES;

/** Route metadata every contract entry carries: which base serves it and who may call it. */
export interface RouteMeta {
  base: ServiceBase;
  /** 'user': needs a valid session (else status 302); 'optional': session read when present; 'public': never read. */
  auth: 'user' | 'optional' | 'public';
}
