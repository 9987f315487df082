import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, persona part (issue 18): body and answer shapes of programme-persona.contract.ts. */

export const PROGRAMME_PERSONA_LABELS: AreaLabels = { fields: {} };
