/** The card area's screens: the card editor's pages beyond its entry and the name (those are the shell's, router.tsx). */
export { cardEditRoutes as cardRoutes } from '../acc/card-edit-routes';
