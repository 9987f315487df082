import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { MESSAGE_SUBJECT_TYPES, type TMessageSubject } from '@card/contract';
import { messageRoute, subjectRoute } from './message-routes';
import { paths } from './paths';
import { usercentreRoutes } from '../app/routes/usercentre/routes';
import { circleRoutes } from '../app/routes/circle/routes';
import { networkRoutes } from '../app/routes/network/routes';
import { ordersRoutes } from '../app/routes/orders/routes';
import { shopRoutes } from '../app/routes/shop/routes';
import { serviceRoutes } from '../app/routes/service/routes';
import { contentRoutes } from '../app/routes/content/routes';
import { activityRoutes } from '../app/routes/activity/routes';
import { walletRoutes } from '../app/routes/wallet/routes';
import { videoRoutes } from '../app/routes/video/routes';
import { programmeRoutes } from '../app/routes/programme/routes';

/** The areas whose screens messages open (the app's router adds the rest; a path outside these matches nothing). */
const screens: RouteObject[] = [
  ...usercentreRoutes,
  ...circleRoutes,
  ...networkRoutes,
  ...ordersRoutes,
  ...shopRoutes,
  ...serviceRoutes,
  ...contentRoutes,
  ...activityRoutes,
  ...walletRoutes,
  ...videoRoutes,
  ...programmeRoutes,
];
const screenOf = (path: string) => {
  const url = new URL(path, 'http://x');
  return matchRoutes(screens, url.pathname)?.at(-1)?.route.path ?? null;
};

describe('subjectRoute', () => {
  it('opens the screen of each subject, with its id where the screen takes one', () => {
    const cases: [TMessageSubject, string][] = [
      [{ type: 'exchangeRequest', id: 'req1' }, paths.exchangeRequests],
      [{ type: 'contact', id: 'pub 1' }, '/rel/exchangeCard?phoneIdEcr=pub+1'],
      [{ type: 'companyApplication', id: 'co1' }, paths.companyManage],
      [{ type: 'company', id: 'co1' }, paths.myCompany],
      [{ type: 'companyInvite', id: 'inv1' }, '/acc/companyInvite?inviteId=inv1'],
      [{ type: 'circle', id: 'c1' }, '/circle/CircleAffiche?cid=c1'],
      [{ type: 'circleApplication', id: 'c1' }, '/circle/CircleManage/CircleMemberWaitInfo?cid=c1'],
      [{ type: 'circleComplaints', id: 'c1' }, '/circle/CircleManage/CircleComplainInbox?cid=c1'],
      [{ type: 'mirror', id: 'pub1' }, paths.mirrorList],
      [{ type: 'consultation', id: 'adv1' }, '/accessRadar/index?tab=advisories'],
      [{ type: 'shopSale', id: 'o/1' }, '/shop/order/o%2F1'],
      [{ type: 'shopPurchase', id: 'o1' }, '/vshop/order/o1'],
      [{ type: 'vipOrder', id: 'o1' }, paths.myOrders],
      [{ type: 'refund', id: 'o1' }, '/acc/acc_home_mineRefund/refunded'],
      [{ type: 'ticket', id: 't1' }, '/customer/client/tickets/t1'],
      [{ type: 'complaint', id: 'cp1' }, '/customer/client/complaints/cp1'],
      [{ type: 'case', id: 'k1' }, '/designCase/showCase/k1'],
      [{ type: 'pageLeads', id: 'p1' }, '/acc/acc_home_edit/p1/leads'],
      [{ type: 'activity', id: 'a1' }, '/activity/detail/a1'],
      [{ type: 'activityAttendees', id: 'a1' }, '/activity/attendees/a1'],
      [{ type: 'wallet', id: 'w1' }, '/cpl/index'],
      [{ type: 'goldenKeys', id: 'k1' }, '/key/goldenKeys'],
      [{ type: 'videoShare', id: 'pub1' }, '/microvideo/share/list'],
      [{ type: 'illegalVideo', id: 'v1' }, '/microvideo/illegalVideo'],
      [{ type: 'custody', id: 'c1' }, '/dealerCustody/custodyIndex'],
      [{ type: 'vipCentre', id: 'pub1' }, '/vip/vipCentre'],
      [{ type: 'shareBack', id: 's1' }, '/rel/addRessBook'],
    ];
    // Every type of the contract is covered here, so a new one needs its expectation too.
    expect(cases.map(([s]) => s.type).sort()).toEqual([...MESSAGE_SUBJECT_TYPES].sort());
    for (const [subject, route] of cases) expect(subjectRoute(subject), subject.type).toBe(route);
  });

  it('every subject type lands on a declared screen, never on the not-found one', () => {
    for (const type of MESSAGE_SUBJECT_TYPES) {
      const route = subjectRoute({ type, id: 'x1' } as TMessageSubject);
      expect(screenOf(route), `${type} → ${route}`).not.toBeNull();
    }
  });
});

describe('messageRoute', () => {
  it('the subject wins over a link; a link without a subject is followed; a row with neither opens its detail', () => {
    expect(messageRoute({ id: 'm1', link: '/customer/client/msgDetail/m1', subject: { type: 'ticket', id: 't1' } })).toBe('/customer/client/tickets/t1');
    expect(messageRoute({ id: 'm1', link: '/customer/client/msgDetail/m1', subject: null })).toBe('/customer/client/msgDetail/m1');
    expect(messageRoute({ id: 'old 1', link: '', subject: null })).toBe(paths.serviceMsgDetail('old 1'));
    expect(screenOf(paths.serviceMsgDetail('old1'))).not.toBeNull();
  });
});
