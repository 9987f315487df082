/**
 * Activity times are instants (ISO); people read and type them as China wall-clock time (UTC+8, no daylight
 * saving), whatever the phone's zone, so the organiser and every visitor see the same hour.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** "2030-05-01 09:30" for an ISO instant; '' for none. */
export const chinaTimeText = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : '');

/** The value of a datetime-local input ("2030-05-01T09:30") for an ISO instant; '' for none. */
export const chinaInputValue = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16) : '');
