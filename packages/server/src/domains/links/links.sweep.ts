import { areaSweep, type OwnedObjects } from '../../../test/sweep/area-sweep';
import { newLinkSet } from '../../../test/factories';

/**
 * The links area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** A link set with two links. */
const linkSet = (o: OwnedObjects) => o.step('linkSet', () => newLinkSet(o.ctx, o.owner, { links: 2 }));

export const sweep = areaSweep({
  kinds: {
    linkSet: async (o) => [(await linkSet(o)).id],
    miniLink: async (o) => (await linkSet(o)).linkIds,
  },
  byField: {
    setId: 'linkSet',
    linkId: 'miniLink',
  },
  byRoute: [
    [/MiniLink/, 'miniLink'],
    [/LinkSet/, 'linkSet'],
  ],
});
