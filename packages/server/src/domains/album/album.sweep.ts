import { areaSweep, type OwnedObjects } from '../../../test/sweep/area-sweep';
import { newAlbum } from '../../../test/factories';

/**
 * The album area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** An album with two photos (the photos kinds are its). */
const album = (o: OwnedObjects) => o.step('album', () => newAlbum(o.ctx, o.owner, { photos: 2 }));

export const sweep = areaSweep({
  kinds: {
    album: async (o) => [(await album(o)).id],
    photo: async (o) => (await album(o)).photoIds,
  },
  byField: {
    albumId: 'album',
  },
  byRoute: [
    [/AlbumPhoto/, 'photo'],
    [/Album/, 'album'],
  ],
});
