import { contentCardSections } from './content.section';
import { contractArea } from '../../core/area';
import { contentJobs, contentRouter } from './index';
import { seedContentLibrary } from './content-library.seed';
import { seedPosters } from './content-posters.seed';

/** Content (issue 14); its catalogues (poster templates, the material library) are drawn into the storage, so seeded only with one. */
export const contentArea = contractArea('content', {
  router: contentRouter,
  cardSections: contentCardSections,
  jobs: contentJobs,
  seed: {
    async platform({ db, storage }) {
      if (!storage) return;
      await seedPosters(db, storage);
      await seedContentLibrary(db, storage);
    },
  },
});
