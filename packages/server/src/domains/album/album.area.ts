import { albumCardSections } from './album.card-section';
import { contractArea } from '../../core/area';
import { albumRouter } from './album.router';

/** Photo albums (module 46). */
export const albumArea = contractArea('album', { router: albumRouter, cardSections: albumCardSections });
