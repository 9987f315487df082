import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmePromotion'];
const h = (title: string) => ({ title: `programmePromotion:titles.${title}`, ns });

/** Routes of the programme area's promotion part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmePromotionRoutes: RouteObject[] = [
  { path: paths.ambassadorHome, lazy: lazyScreen(() => import('./promotion/ambassador-home')), handle: h('ambassadorHome') },
  { path: paths.distributorHome, lazy: lazyScreen(() => import('./promotion/distributor-home')), handle: h('distributorHome') },
  { path: paths.inviteIndex, lazy: lazyScreen(() => import('./promotion/invite-index')), handle: h('inviteIndex') },
  { path: paths.inviteProgressList, lazy: lazyScreen(() => import('./promotion/invite-progress-list')), handle: h('inviteProgressList') },
  { path: paths.inviteUploadDocumentsPattern, lazy: lazyScreen(() => import('./promotion/invite-upload-documents')), handle: h('inviteUploadDocuments') },
  // The old review screen's address (links in messages, bookmarks) opens the operator console's invite tab (issue 32:
  // one shared queue serves every review).
  { path: paths.inviteReview, element: <Navigate to={paths.operatorTab('invite')} replace /> },
  { path: paths.referralRules, lazy: lazyScreen(() => import('./promotion/referral-rules')), handle: h('referralRules') },
];
