import { defineArea } from '../common/define-area';
import { cardTables } from './card.tables';
import { CARD_LABELS } from './card.schemas';
import { cardContract } from './card.contract';

/** The card area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const cardArea = defineArea({ tables: cardTables, labels: CARD_LABELS, router: cardContract });
