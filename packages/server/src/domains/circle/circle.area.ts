import { circleCardSections } from './circle.section';
import { contractArea } from '../../core/area';
import { circleJobs, circleRoleResolvers, circleRouter } from './index';
import { CIRCLE_LINES } from './circle-pay.lines';

/** Circles (issue 12): they answer the circle roles the guard asks about, and sell joining and viewing as order lines. */
export const circleArea = contractArea('circle', {
  router: circleRouter,
  cardSections: circleCardSections,
  jobs: circleJobs,
  roleResolvers: circleRoleResolvers,
  orderLines: CIRCLE_LINES,
});
