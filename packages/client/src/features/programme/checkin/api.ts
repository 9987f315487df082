import { useQuery } from '@tanstack/react-query';
import type { ClockRankingKind } from '@card/contract';
import { api, call } from '../../../lib/api';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';
import { usePagedList } from '../../../lib/paged-query';

/**
 * Hooks of the checkin part (programme area): the morning check-in and the study guide. Every key starts with
 * 'programmeCheckin', so a check-in refreshes the home, rankings and data at once, and finishing a lesson the guide.
 */
const keys = areaKeys('programmeCheckin');

export const useClockHome = () => useQuery({ queryKey: keys.key('home'), queryFn: () => call(api.programme.findMorningClockHome({ query: {} })) });
export const useClockIn = () => useAreaMutation([keys.all], (mood: string) => call(api.programme.morningClockIn({ body: mood ? { mood } : {} })));
export const useClockRanking = (kind: ClockRankingKind) => usePagedList(keys.key('ranking', kind), (pageIndex) => call(api.programme.findClockRankingList({ query: { kind, pageIndex } })));
export const useClockData = () => useQuery({ queryKey: keys.key('data'), queryFn: () => call(api.programme.findMyClockData({ query: {} })) });

export const useStudyHome = () => useQuery({ queryKey: keys.key('study'), queryFn: () => call(api.programme.findStudyHome({ query: {} })) });
/** No retry: a locked lesson answers STUDY_LESSON_LOCKED at once, and the screen shows that message. */
export const useStudyLesson = (day: number) => useQuery({ queryKey: keys.key('study', 'lesson', day), retry: false, queryFn: () => call(api.programme.findStudyLesson({ query: { day } })) });
export const useFinishLesson = () => useAreaMutation([keys.key('study')], (day: number) => call(api.programme.finishStudyLesson({ body: { day } })));
