/** Client paths of the micro links area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const linksPaths = {
  // --- links area paths ---
  linkSets: '/themes/linkSets',
  linkSet: (setId: string) => `/themes/linkSets/${encodeURIComponent(setId)}`,
  linkSetPattern: '/themes/linkSets/:setId',
} as const;
