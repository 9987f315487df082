import { cq } from '../../../config/query';

/** Client paths of the content area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const contentPaths = {
  // --- content paths, pages part (micro pages and V-Leaflets: acc_home_edit, the builder, leads) ---
  /** The spec's micro page entry (acc_home_edit): the user's micro pages and V-Leaflets. */
  microPages: '/acc/acc_home_edit',
  /** The builder of one page or leaflet (blocks, reorder, preview, publish, share). */
  microPageEdit: (id: string) => `/acc/acc_home_edit/${encodeURIComponent(id)}`,
  microPageEditPattern: '/acc/acc_home_edit/:id',
  /** The leads of one page. */
  microPageLeads: (id: string) => `/acc/acc_home_edit/${encodeURIComponent(id)}/leads`,
  microPageLeadsPattern: '/acc/acc_home_edit/:id/leads',
  // --- content paths, articles part (folds, articles, company article centre; /multipleWdy/micro/show/fold) ---
  articles: '/mini/articles',
  /** Writing an article: a new one (no id), or changing one; `scope` company for a company admin's centre. */
  articleEdit: (q: { articleId?: string; scope?: 'own' | 'company' } = {}) =>
    `/mini/articles/edit?${cq(Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>)}`,
  articleEditPattern: '/mini/articles/edit',
  /** The spec's rewritten fold url (visitors): a fold's articles in a card's context. */
  articleFold: (foldId: string, phoneIdEcr: string) => `/multipleWdy/micro/show/fold?${cq({ foldId, phoneIdEcr })}`,
  articleFoldPattern: '/multipleWdy/micro/show/fold',
  /** One article for visitors, with the card it was opened from. */
  articleShow: (articleId: string, phoneIdEcr?: string) => `/multipleWdy/micro/show/article?${cq(phoneIdEcr ? { articleId, phoneIdEcr } : { articleId })}`,
  articleShowPattern: '/multipleWdy/micro/show/article',
  /** A card's articles for visitors (folds, top and other lists, own and mirrored, keyword filter). */
  cardArticles: (phoneIdEcr: string) => `/multipleWdy/micro/show/articles?${cq({ phoneIdEcr })}`,
  cardArticlesPattern: '/multipleWdy/micro/show/articles',
  /** The company article centre (members read; the server's company fold urls point here). */
  articleCenter: '/mini/articleCenter',
  // --- content paths, library part (picture library, /material/*, moments material) ---
  pictures: '/picture/library',
  materials: '/material/MaterialHead',
  materialSearch: '/material/MaterialSearch',
  moments: '/moments/material',
  // --- content paths, posters part (posters centre, /sqwll/openPoster) ---
  posters: '/poster/centre',
  posterPreview: '/poster/preview',
  posterPreviewOf: (materialId: string, moduleId = 0) => `/poster/preview?${cq({ materialId, moduleId: String(moduleId) })}`,
  posterRecords: '/poster/records',
  openPoster: '/sqwll/openPoster',
  openPosterOf: (recordId: string) => `/sqwll/openPoster?${cq({ recordId })}`,
  // --- content paths, cases part (/designCase/*) ---
  myCases: '/designCase/myCase',
  caseNew: '/designCase/saveCase',
  caseEdit: (id: string) => `/designCase/saveCase/${encodeURIComponent(id)}`,
  caseEditPattern: '/designCase/saveCase/:id',
  /** A case's public page (visitors; the owner sees their own in any state). */
  caseShow: (id: string) => `/designCase/showCase/${encodeURIComponent(id)}`,
  caseShowPattern: '/designCase/showCase/:id',
  /** A card's visible cases and the case search, for visitors. */
  cardCases: (phoneIdEcr: string) => `/designCase/cases/${encodeURIComponent(phoneIdEcr)}`,
  cardCasesPattern: '/designCase/cases/:phoneIdEcr',
  caseSearch: '/designCase/searchCase',
  forbiddenCases: '/designCase/forbiddenCase',
  /** Operators: audit queue, complaints, appeals, whitelist. */
  caseAudit: '/designCase/auditCase',
} as const;
