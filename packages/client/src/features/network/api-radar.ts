import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { downloadSignedIn } from '../../lib/download-file';
import { firstCursor, nextCursorOf } from '../../lib/paging';
import { networkKeys, useNetworkMutation } from './keys';

/** What the radar's screens hold: a live card view refreshes these (live-visits.tsx). */
export const radarKeys = () => networkKeys.key('radar');
/** Hooks of the network's radar part: visitors, one visitor's timeline, stats, consultations (see keys.ts). */
const k = {
  stats: () => networkKeys.key('radar', 'stats'),
  visitors: () => networkKeys.key('radar', 'visitors'),
  events: (visitorKey: string) => networkKeys.key('radar', 'events', visitorKey),
  advisories: () => networkKeys.key('radar', 'advisories'),
};

export const useRadarStats = () => useQuery({ queryKey: k.stats(), queryFn: () => call(api.network.findRadarStats({ body: {} })) });
export const useRadarVisitors = (enabled = true) =>
  useInfiniteQuery({
    queryKey: k.visitors(),
    enabled,
    queryFn: ({ pageParam }) => call(api.network.findRadarVisitors({ body: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });
export const useRadarEvents = (visitorKey: string) =>
  useInfiniteQuery({
    queryKey: k.events(visitorKey),
    queryFn: ({ pageParam }) => call(api.network.findRadarVisitorEvents({ body: { visitorKey, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });
export const useAdvisories = (enabled = true) =>
  useInfiniteQuery({
    queryKey: k.advisories(),
    enabled,
    queryFn: ({ pageParam }) => call(api.network.findAdvisories({ body: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });

export const useSetLiveAlerts = () => useNetworkMutation((on: boolean) => call(api.network.setRadarLiveAlerts({ body: { on } })));
export const useReadAdvisory = () => useNetworkMutation((id: string) => call(api.network.readAdvisory({ body: { id } })));
export const useAddAdvisory = () => useNetworkMutation((body: { phoneIdEcr: string; name: string; phone: string; content: string }) => call(api.network.addAdvisory({ body })));

/** The radar leads as a CSV download; false when the server refused. */
export const downloadRadarLeads = () => downloadSignedIn('/accessRadar/exportRadarLeads.xhtml', 'text/csv', 'radar-leads.csv');
