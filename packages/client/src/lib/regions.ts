import { useQuery } from '@tanstack/react-query';
import { api, call } from './api';
import { areas } from './mutation';

/**
 * The platform's offline list of provinces (`province` blank) or of one province's cities. The card's place picker
 * and the circle form both pick from it, so it is one query with one cache entry; it never changes while the app runs.
 */
export const useDomesticAreas = (province: string, enabled = true) =>
  useQuery({
    queryKey: areas.card.key('areas', province),
    staleTime: Infinity,
    enabled,
    queryFn: () => call(api.card.findDomesticAreaCity({ body: { province } })),
  });
