import { z } from 'zod';
import { fId } from './form';

/**
 * Bodies that are the same in every area. A call that names one object by its id (delete a column, an album, a
 * link; read a message; answer a bind request) takes ZIdBody, so the id rule and its label live in one place.
 */
export const ZIdBody = z.object({ id: fId() });
export type TIdBody = z.input<typeof ZIdBody>;
