import ambassadorReferrals from './ambassador-referrals';
import cardVisits from './card-visits';
import circleComplaint from './circle-complaint';
import ownerContent from './owner-content';
import paidActivity from './paid-activity';
import pastCheckins from './past-checkins';
import prepareUser from './prepare-user';
import sharedVideo from './shared-video';
import visitorsVideo from './visitors-video';

/**
 * The server scripts journeys may run (support/server-script.ts runServerScript, by name): modules type-checked
 * with the client's e2e code, loaded once by the script runner. A journey names one of these keys, and its
 * arguments and answer are the script's own types.
 */
export const SCRIPTS = { ambassadorReferrals, cardVisits, circleComplaint, ownerContent, paidActivity, pastCheckins, prepareUser, sharedVideo, visitorsVideo };
export type ScriptName = keyof typeof SCRIPTS;
export type ScriptArgs<K extends ScriptName> = Parameters<(typeof SCRIPTS)[K]>[1];
export type ScriptResult<K extends ScriptName> = Awaited<ReturnType<(typeof SCRIPTS)[K]>>;
