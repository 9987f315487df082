/** The card domain's public entry: the card service (the shared card page reads a card like a visitor). */
export { cardService, CARD_OWN_ROWS } from './card.service';
/** The card page's editing preview of a draft layout (share area). */
export { cardLayoutService } from './card-layout.service';
/** Cities with their centres, for the offline maps provider (composed in app.ts). */
export { cityPlaces } from './card-map.rules';
/** Readers of visits settle the visits written behind the card page first (card-visits.ts). */
export { closeVisits, settledVisits, startVisits, type VisitBatchStatements } from './card-visits';
export { visitorKeyOf } from './card-visits.rules';
/** The signed visitor cookie and the beacon pass a served card hands out (issue 31). */
export { beaconPassOf, beaconSecretOf, cardVisitorOf, issueBeaconPass, visitorOf, type CardVisitor } from './card-visitor';
export { assertBeaconPass } from './card-visitor.rules';
/** The card's music catalogue in the caller's language (the micro video music list shows the same rows). */
export { musicInLang } from './music.rules';
/** Who sees a hidden phone (issue 31): a contact who exchanged cards, while the owner allows it; and that read. */
export { phoneShownTo } from './card.rules';
export { exchangedWith } from './card-exchanged';
/** The themes' colours (the card's exports draw in them). */
export { THEME_COLORS } from './style-catalogue';
