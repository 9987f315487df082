import type { AppContext } from '../../context';
import { activityRepository } from './activity.repository';

/** How many of an owner's published activities are not over yet: the card page shows an activities entry when any are. */
export const currentActivityCount = (ctx: AppContext, ownerId: string) => activityRepository(ctx.db).currentCount(ownerId, ctx.clock.now());
