import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZFeedQuery } from '../common/paging';
import {
  ZAddAdvisoryBody,
  ZAdvisoryAdded,
  ZAdvisoryPage,
  ZAdvisoryRead,
  ZRadarBeaconBody,
  ZRadarBeaconResult,
  ZRadarEventPage,
  ZRadarEventsBody,
  ZRadarLiveAlerts,
  ZRadarLiveAlertsBody,
  ZRadarStats,
  ZRadarVisitorPage,
} from './network-radar.schemas';

/**
 * The network, radar part (issue 13): the public card page's beacon, the owner's visitor radar, demand
 * consultation. Calls the spec does not name carry a summary starting "Ours:". The unread advisory count
 * (`/accessRadar/countAdvisoryUnreadMessage`) stays in the user centre's contract, where the spec lists it.
 */
export const networkRadarContract = c.router(
  {
    beacon: formPost('/accessRadar/beacon.xhtml', ZRadarBeaconBody, ZRadarBeaconResult, 'optional', {
      summary:
        "Ours: the public card page reports what a visitor did (call, saveContact, navigate, music, album, link, share), batched and sent with navigator.sendBeacon; the owner's own actions count nothing; counted only with the pass cookie the served card gave this browser (that card, that visitor cookie, within LIMITS.network.beaconTokenMinutes), else RADAR_BEACON_TOKEN_INVALID; rate-limited per visitor and per address",
    }),
    findRadarVisitors: formPost('/accessRadar/findRadarVisitors.xhtml', ZFeedQuery, ZRadarVisitorPage, 'user', {
      summary: 'Ours: who viewed my card, last visit first (keyset): the person when signed in, else an anonymous visitor; views and actions',
    }),
    findRadarVisitorEvents: formPost('/accessRadar/findRadarVisitorEvents.xhtml', ZRadarEventsBody, ZRadarEventPage, 'user', {
      summary: "Ours: one visitor's timeline on my card, newest first (keyset)",
    }),
    findRadarStats: formPost('/accessRadar/findRadarStats.xhtml', ZNoBody, ZRadarStats, 'user', {
      summary: "Ours: views and visitors today (China time), in 7 days and in all; the last 7 days' actions by kind; unread advisories",
    }),
    setRadarLiveAlerts: formPost('/accessRadar/setRadarLiveAlerts.xhtml', ZRadarLiveAlertsBody, ZRadarLiveAlerts, 'user', {
      summary: 'Ours: turns the live notice "某某正在看你的名片" (the chat socket\'s cardView frame) on or off for my open app; the radar counts either way',
    }),
    exportRadarLeads: {
      method: 'GET',
      path: '/accessRadar/exportRadarLeads.xhtml',
      responses: { 200: c.otherResponse({ contentType: 'text/csv; charset=utf-8', body: c.type<string>() }) },
      metadata: meta('user'),
      summary: 'Ours: my signed-in visitors with their card fields, then my demand consultations with the contact and message left, as CSV (UTF-8 with BOM); a hidden phone stays empty',
    },
    addAdvisory: formPost('/accessRadar/addAdvisory.xhtml', ZAddAdvisoryBody, ZAdvisoryAdded, 'optional', {
      needs: { idempotent: true },
      summary: "Ours: demand consultation: a visitor asks the card's owner (name 1-20, mainland mobile, content 1-200); the owner gets an advisory message; per address rate-limited",
    }),
    findAdvisories: formPost('/accessRadar/findAdvisories.xhtml', ZFeedQuery, ZAdvisoryPage, 'user', {
      summary: 'Ours: the demand consultations sent to me, newest first (keyset), with the unread count',
    }),
    readAdvisory: formPost('/accessRadar/readAdvisory.xhtml', ZIdBody, ZAdvisoryRead, 'user', {
      summary: 'Ours: marks one of my consultations read; answers the unread count left',
    }),
  },
  { commonResponses },
);
