import { albumCardSections } from './album.section';
import { contractArea } from '../../core/area';
import { albumRouter } from './album.router';

/** Photo albums (module 46). */
export const albumArea = contractArea('album', { router: albumRouter, cardSections: albumCardSections });
