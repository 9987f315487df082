import { contractArea } from '../../core/area';
import { cardRouter } from './card.router';
import { closeVisits, startVisits } from './card-visits';
import { seedMusic, seedMusicFiles } from './music.seed';

/**
 * The card and its editing. Visits are written behind the card page: those a killed process had answered but not
 * written (its spool) are written at start, and the queue is flushed through failures before the database closes.
 */
export const cardArea = contractArea('card', {
  router: cardRouter,
  start: startVisits,
  close: closeVisits,
  seed: {
    async platform({ db, storage }) {
      if (storage) await seedMusicFiles(storage);
      await seedMusic(db);
    },
  },
});
