import { defineTables } from '../common/define-area';
import { CARD_ERRORS } from './card.errors';
import { CARD_LAYOUT_ERRORS } from './card-layout.errors';
import { CARD_LIMITS } from './card.limits';

/** The card area's tables: its error codes and limit groups (common/define-area.ts; held by card.area.ts). */
export const cardTables = defineTables({
  key: 'card',
  errors: { ...CARD_ERRORS, ...CARD_LAYOUT_ERRORS },
  limits: { card: CARD_LIMITS },
});
