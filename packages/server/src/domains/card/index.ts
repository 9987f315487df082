/** The card domain's public entry: the card service (the shared card page reads a card like a visitor). */
export { cardService } from './card.service';
