import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the insight part (annual report, module 45 data analysis). Keys start with 'programmeInsight', so making
 * or revoking a share link refreshes the report (its "shared at" line). No retry: a refused year, a locked module
 * or a revoked link answers the same at once, and the screen shows that message.
 */
const keys = areaKeys('programmeInsight');

export const useAnnualReport = (year: number | undefined) =>
  useQuery({
    queryKey: keys.key('year', year ?? 'current'),
    retry: false,
    queryFn: () => call(api.programme.findAnnualReport({ body: year ? { year } : {} })),
  });
export const useSharedReport = (token: string) =>
  useQuery({
    queryKey: keys.key('shared', token),
    retry: false,
    queryFn: () => call(api.programme.getSharedAnnualReport({ query: { token } })),
  });
export const useVisitAnalysis = (days: number) =>
  useQuery({
    queryKey: keys.key('analysis', days),
    retry: false,
    queryFn: () => call(api.programme.findVisitAnalysis({ body: { days } })),
  });
export const useShareReport = () => useAreaMutation([keys.all], (year: number) => call(api.programme.shareAnnualReport({ body: { year } })));
export const useRevokeShare = () => useAreaMutation([keys.all], (year: number) => call(api.programme.revokeAnnualReportShare({ body: { year } })));
