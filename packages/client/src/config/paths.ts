/**
 * Every client path in one place. Paths are relative to the router basename (/multipage). The first screens' paths
 * (the shell: home, sign-in, registration, the card editor's entry, the public card) are here; every other area's
 * live in its folder (`app/routes/<area>/<area>.paths.ts`) and are joined from the list of areas (app/areas.ts), so
 * `paths.x` call sites read one typed object whichever area declares `x`.
 */
import { CLIENT_AREAS } from '../app/areas';
import { joinPaths, type ClientArea, type UnionToIntersection } from '../app/define-area';

export const BASENAME = '/multipage';

/** The first screens' paths (router.tsx declares their routes itself, in the entry chunk). */
const SHELL_PATHS = {
  home: '/acc/acc_home',
  login: '/acc/login',
  register: '/acc/register',
  registerSuccess: '/acc/registerSuccess',
  agreement: '/acc/serviceAgreement',
  editCard: '/acc/editMpBaseInformation',
  editName: '/acc/editMpBaseInformation/mpUserName',
  card: (phoneIdEcr: string) => `/card/${encodeURIComponent(phoneIdEcr)}`,
  cardPattern: '/card/:phoneIdEcr',
} as const;

type AreaPaths = UnionToIntersection<(typeof CLIENT_AREAS)[number]['paths']>;

/** The shell's paths, then each area's (a test joins them with a dummy area). */
export const pathsOf = (areas: readonly ClientArea[]) => joinPaths([['shell', SHELL_PATHS], ...areas.map((a) => [a.key, a.paths] as const)]);

export const paths = pathsOf(CLIENT_AREAS) as typeof SHELL_PATHS & AreaPaths;

/** Absolute URL of a client path, for links shared outside the app. */
export const absolute = (path: string) => `${window.location.origin}${BASENAME}${path}`;
