import { errorText, type RegionCode } from '@card/contract';
import type { ZodTypeAny } from 'zod';
import { currentLang } from '../../lib/i18n';
import { validate } from '../../lib/form-errors';

/**
 * Checks a security form with its contract schema, plus "two entries not equal" (a catalogue refusal the server
 * decides too), so the screen shows every message the server would give before sending anything.
 */
export function checkSecurityForm(schema: ZodTypeAny, values: Record<string, unknown>, confirm?: { field: string; value: string; confirmation: string }) {
  const errors = validate(schema, values, currentLang(), 'security');
  if (confirm && confirm.value !== confirm.confirmation && !errors[confirm.field]) errors[confirm.field] = errorText('NOT_EQUAL', currentLang());
  return errors;
}

/** What the forgotten-password screens hand each other in navigation state (never in the URL). */
export interface ResetTicket {
  phone: string;
  regionCode: RegionCode;
  code: string;
}
