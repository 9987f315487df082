import type { Engine } from '../db';
import type { Statement } from './direct-sql.types';

/**
 * What an area writes in the same transaction as a batch of card visits, from the ids of the visits in it (the
 * network's radar: a view event and the visitor's summary per visit), so the card does not import the areas that
 * count its visits. Areas contribute it through their area module (core/area.ts `visitBatch`).
 */
export type VisitBatchStatements = (engine: Engine, visitIds: string[]) => Statement[];
