import type { TOpenAlbum } from '@card/contract';
import { cardSections } from '../../core/area';
import { SECTION_BASE } from '../../core/card-sections';
import { openAlbums } from './album.service';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    /** Albums (module 46): the owner's open albums that have photos. */
    albums: TOpenAlbum[];
  }
}

/** The album area's section of the public card (core/card-sections.ts). */
export const albumCardSections = cardSections({
  albums: { module: 46, edit: `${SECTION_BASE}/photo/albums`, load: (ctx, o) => openAlbums(ctx, o.id) },
});
