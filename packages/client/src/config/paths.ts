/** Every client path in one place. Paths are relative to the router basename (/multipage). */
export const BASENAME = '/multipage';

export const paths = {
  home: '/acc/acc_home',
  login: '/acc/login',
  register: '/acc/register',
  registerSuccess: '/acc/registerSuccess',
  agreement: '/acc/serviceAgreement',
  editCard: '/acc/editMpBaseInformation',
  editName: '/acc/editMpBaseInformation/mpUserName',
  card: (phoneIdEcr: string) => `/card/${encodeURIComponent(phoneIdEcr)}`,
  cardPattern: '/card/:phoneIdEcr',
  // --- security area paths: add below this line ---
  // --- usercentre area paths: add below this line ---
  // --- card editing area paths: add below this line ---
  // --- share area paths: add below this line ---
} as const;

/** Absolute URL of a client path, for links shared outside the app. */
export const absolute = (path: string) => `${window.location.origin}${BASENAME}${path}`;
