import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeSms'];
const h = (title: string) => ({ title: `programmeSms:titles.${title}`, ns });

/** Routes of the programme area's sms part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeSmsRoutes: RouteObject[] = [
  { path: paths.smsHome, lazy: lazyScreen(() => import('./sms/sms-home')), handle: h('smsHome') },
  { path: paths.smsSend, lazy: lazyScreen(() => import('./sms/sms-send')), handle: h('smsSend') },
  { path: paths.smsRecords, lazy: lazyScreen(() => import('./sms/sms-records')), handle: h('smsRecords') },
  { path: paths.smsRecordDetailPattern, lazy: lazyScreen(() => import('./sms/sms-record-detail')), handle: h('smsRecordDetail') },
  { path: paths.smsSetting, lazy: lazyScreen(() => import('./sms/sms-setting')), handle: h('smsSetting') },
  { path: paths.smsAuthorization, lazy: lazyScreen(() => import('./sms/sms-authorization')), handle: h('smsAuthorization') },
  // The old review screen's address (links in messages, bookmarks) opens the operator console's sms tab (issue 32:
  // one shared queue serves every review).
  { path: paths.smsSignReview, element: <Navigate to={paths.operatorTab('sms')} replace /> },
  { path: paths.smsCredits, lazy: lazyScreen(() => import('./sms/sms-credits')), handle: h('smsCredits') },
];
