import { areaSweep, twice } from '../../../test/sweep/area-sweep';
import { newColumn, newHonour, newMapPoint } from '../../../test/factories';

/**
 * The card area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    column: (o) => twice(() => newColumn(o.ctx, o.owner)),
    honour: (o) => twice(() => newHonour(o.ctx, o.owner)),
    mapPoint: (o) => twice(() => newMapPoint(o.ctx, o.owner)),
  },
  byRoute: [
    [/MpColumn/, 'column'],
    [/MpHonor/, 'honour'],
    [/MapPoint|NavigationPoint/, 'mapPoint'],
  ],
});
