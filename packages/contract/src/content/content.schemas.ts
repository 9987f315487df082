import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { CONTENT_PAGES_LABELS } from './content-pages.schemas';
import { CONTENT_ARTICLES_LABELS } from './content-articles.schemas';
import { CONTENT_LIBRARY_LABELS } from './content-library.schemas';
import { CONTENT_POSTERS_LABELS } from './content-posters.schemas';
import { CONTENT_CASES_LABELS } from './content-cases.schemas';

/** The modules of the content area (spec section 1): route metadata `needs: { module }` locks calls with them. */
export const CONTENT_MODULES = { microLink: 4, microPage: 5, album: 46, moments: 49, cases: 52, posters: 55 } as const;

export const CONTENT_LABELS: AreaLabels = mergeAreaLabels(CONTENT_PAGES_LABELS, CONTENT_ARTICLES_LABELS, CONTENT_LIBRARY_LABELS, CONTENT_POSTERS_LABELS, CONTENT_CASES_LABELS);
