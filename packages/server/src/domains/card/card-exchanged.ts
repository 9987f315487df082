import type { AppContext } from '../../context';
import { cardRepository } from './card.repository';

/** Whether two users exchanged cards (an accepted exchange, either way): what phoneShownTo needs of the viewer. */
export const exchangedWith = (ctx: Pick<AppContext, 'db'>, a: string, b: string) => cardRepository(ctx.db).exchanged(a, b);
