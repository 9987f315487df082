/** The card domain's public entry: the card service (the shared card page reads a card like a visitor). */
export { cardService } from './card.service';
/** Cities with their centres, for the offline maps provider (composed in app.ts). */
export { cityPlaces } from './card-map.rules';
