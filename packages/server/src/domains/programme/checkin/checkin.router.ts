import { initServer } from '@ts-rest/fastify';
import { programmeCheckinContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { signedIn } from '../../../lib/handler';
import { checkinClockService } from './checkin-clock.service';
import { checkinStudyService } from './checkin-study.service';

const s = initServer();

/** Router of the checkin part: the morning check-in (/clock/*) and the study guide (/study/*), all the caller's own. */
export function checkinHandlers(ctx: AppContext) {
  const clock = checkinClockService(ctx);
  const study = checkinStudyService(ctx);
  return s.router(programmeCheckinContract, {
    findMorningClockHome: signedIn((_, userId) => clock.home(userId)),
    morningClockIn: signedIn(({ body }, userId) => clock.clockIn(userId, body)),
    findClockRankingList: signedIn(({ query }, userId) => clock.ranking(userId, query)),
    findMyClockData: signedIn((_, userId) => clock.data(userId)),
    findStudyHome: signedIn((_, userId) => study.home(userId)),
    findStudyLesson: signedIn(({ query }, userId) => study.lesson(userId, query.day)),
    finishStudyLesson: signedIn(({ body }, userId) => study.finish(userId, body.day)),
  });
}
