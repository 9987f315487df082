import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmePromotion'];
const h = (title: string) => ({ title: `programmePromotion:titles.${title}`, ns });

/** Routes of the programme area's promotion part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmePromotionRoutes: RouteObject[] = [
  { path: paths.ambassadorHome, lazy: lazyScreen(() => import('./promotion/ambassadorHome')), handle: h('ambassadorHome') },
  { path: paths.distributorHome, lazy: lazyScreen(() => import('./promotion/distributorHome')), handle: h('distributorHome') },
  { path: paths.inviteIndex, lazy: lazyScreen(() => import('./promotion/inviteIndex')), handle: h('inviteIndex') },
  { path: paths.inviteProgressList, lazy: lazyScreen(() => import('./promotion/inviteProgressList')), handle: h('inviteProgressList') },
  { path: paths.inviteUploadDocumentsPattern, lazy: lazyScreen(() => import('./promotion/inviteUploadDocuments')), handle: h('inviteUploadDocuments') },
  { path: paths.inviteReview, lazy: lazyScreen(() => import('./promotion/inviteReview')), handle: h('inviteReview') },
  { path: paths.referralRules, lazy: lazyScreen(() => import('./promotion/referralRules')), handle: h('referralRules') },
];
