import { contractArea } from '../../core/area';
import { programmeJobs, programmeRouter } from './index';
import { seedProgrammeCheckin } from './checkin/checkin.seed';
import { seedProgrammeDealer } from './dealer/dealer.seed';
import { seedProgrammeInsight } from './insight/insight.seed';
import { seedProgrammePersona } from './persona/persona.seed';
import { seedProgrammePromotion } from './promotion/promotion.seed';
import { seedProgrammeShake } from './shake/shake.seed';
import { SMS_PACK_LINES } from './sms/sms-pack.lines';
import { seedProgrammeSms } from './sms/sms.seed';

/** Growth programmes and small modules (issue 18): SMS packs are an order line; each part's demo data is the demo user's. */
export const programmeArea = contractArea('programme', {
  router: programmeRouter,
  jobs: programmeJobs,
  orderLines: SMS_PACK_LINES,
  seed: {
    async demo({ db, storage }) {
      await seedProgrammeDealer(db);
      await seedProgrammePromotion(db);
      await seedProgrammeSms(db);
      await seedProgrammeCheckin(db);
      await seedProgrammeInsight(db);
      await seedProgrammeShake(db);
      await seedProgrammePersona(db, storage);
    },
  },
});
