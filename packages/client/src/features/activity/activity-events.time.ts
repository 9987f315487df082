import { formatDateTime, toBeijingInput } from '../../lib/datetime';

/**
 * Activity times are instants (ISO); people read and type them as Beijing wall-clock time, whatever the phone's
 * zone, so the organiser and every visitor see the same hour. Both are lib/datetime's, named for this area.
 */

/** "2030-05-01 09:30" / "1 May 2030, 09:30" for an ISO instant; '' for none. */
export const chinaTimeText = (iso: string | null) => formatDateTime(iso);

/** The value of a datetime-local input ("2030-05-01T09:30") for an ISO instant; '' for none. */
export const chinaInputValue = (iso: string | null) => toBeijingInput(iso);
