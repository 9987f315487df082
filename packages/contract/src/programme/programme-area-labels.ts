import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { PROGRAMME_DEALER_LABELS } from './programme-dealer.schemas';
import { PROGRAMME_PROMOTION_LABELS } from './programme-promotion.schemas';
import { PROGRAMME_SMS_LABELS } from './programme-sms.schemas';
import { PROGRAMME_CHECKIN_LABELS } from './programme-checkin.schemas';
import { PROGRAMME_INSIGHT_LABELS } from './programme-insight.schemas';
import { PROGRAMME_SHAKE_LABELS } from './programme-shake.schemas';
import { PROGRAMME_PERSONA_LABELS } from './programme-persona.schemas';

/** The programme area's field labels, merged from its parts. */
export const PROGRAMME_LABELS: AreaLabels = mergeAreaLabels(
  PROGRAMME_DEALER_LABELS,
  PROGRAMME_PROMOTION_LABELS,
  PROGRAMME_SMS_LABELS,
  PROGRAMME_CHECKIN_LABELS,
  PROGRAMME_INSIGHT_LABELS,
  PROGRAMME_SHAKE_LABELS,
  PROGRAMME_PERSONA_LABELS,
);
