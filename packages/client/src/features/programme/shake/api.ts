import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplyShakeBody, TSaveShakeConfigBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the programme area's shake part (issue 18): shake devices (apply, review, bind, configure, the shaker's
 * page) and role tags. Keys start with 'programmeShake' (devices) or 'programmeRoles' (tags), so a change refreshes
 * every screen of its half.
 */
const keys = areaKeys('programmeShake');
const roleKeys = areaKeys('programmeRoles');

export const useShakeHome = () => useQuery({ queryKey: keys.key('home'), queryFn: () => call(api.programme.findShakeHome({ body: {} })) });
export const useShakeDevices = () => usePagedList(keys.key('devices'), (pageIndex) => call(api.programme.findShakeDevices({ body: { pageIndex } })));
export const useShakeApplications = () => usePagedList(keys.key('applications'), (pageIndex) => call(api.programme.findShakeApplications({ body: { pageIndex } })));
/** No retry: someone else's or an unknown device answers SHAKE_DEVICE_NOT_FOUND at once, and the screen says so. */
export const useShakeDevice = (deviceId: string) =>
  useQuery({
    queryKey: keys.key('device', deviceId),
    retry: false,
    enabled: Boolean(deviceId),
    queryFn: () => call(api.programme.findShakeDevice({ body: { deviceId } })),
  });
/** The shaker's page: opened once per visit (each open counts a shake), never refetched behind the shaker's back. */
export const useShakePage = (code: string) =>
  useQuery({
    queryKey: keys.key('page', code),
    retry: false,
    enabled: Boolean(code),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: () => call(api.programme.openShakePage({ body: { code } })),
  });

export const useApplyShake = () => useAreaMutation([keys.all], (b: TApplyShakeBody) => call(api.programme.applyShakeDevice({ body: b })));
export const useBindShake = () =>
  useAreaMutation([keys.all], ({ deviceId, bound }: { deviceId: string; bound: boolean }) =>
    call(bound ? api.programme.bindShakeDevice({ body: { deviceId } }) : api.programme.unbindShakeDevice({ body: { deviceId } })),
  );
export const useSaveShakeConfig = () => useAreaMutation([keys.all], (b: TSaveShakeConfigBody) => call(api.programme.saveShakeConfig({ body: b })));

// --- operators ---
export const useApplicationReviews = () => usePagedList(keys.key('reviews', 'applications'), (pageIndex) => call(api.programme.findShakeApplicationReviews({ body: { pageIndex } })));
export const useConfigReviews = () => usePagedList(keys.key('reviews', 'configs'), (pageIndex) => call(api.programme.findShakeConfigReviews({ body: { pageIndex } })));
/** Refreshed when settled: a decision refused because another operator decided first also changes the queue. */
export const useReviewApplication = () =>
  useAreaMutation([keys.all], (b: { applicationId: string; approve: boolean; reason: string }) => call(api.programme.reviewShakeApplication({ body: b })), { when: 'settled' });
export const useReviewConfig = () =>
  useAreaMutation([keys.all], (b: { deviceId: string; approve: boolean; reason: string }) => call(api.programme.reviewShakeConfig({ body: b })), { when: 'settled' });

// --- role tags ---
export const useRoleIndex = () => useQuery({ queryKey: roleKeys.key('index'), queryFn: () => call(api.programme.findRoleIndex({ body: {} })) });
/** The answer is the index itself: put in the cache at once, so the index opened next does not lead back to the guide. */
export const useReadRoleGuide = () => {
  const qc = useQueryClient();
  return useAreaMutation([roleKeys.all], async () => {
    const index = await call(api.programme.readRoleGuide({ body: {} }));
    qc.setQueryData(roleKeys.key('index'), index);
    return index;
  });
};
/** Tags travel comma-joined (the form wire's list form). */
export const useSaveRoles = () => useAreaMutation([roleKeys.all], (tagIds: string[]) => call(api.programme.saveUserRoles({ body: { tagIds: tagIds.join(',') as never } })));
