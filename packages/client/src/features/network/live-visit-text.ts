import type { TLiveCardView } from '@card/contract';
import type { TFunction } from '../../lib/i18n';

/**
 * The live notice's sentence (networkRadar catalogue): a signed-in visitor by name; an anonymous one by what is known
 * of them (city, device), or plainly "一位访客". Pure, so each case is unit-tested.
 */
export function liveVisitText(t: TFunction, v: Pick<TLiveCardView, 'person' | 'device' | 'city'>): string {
  if (v.person?.name) return t('live.named', { name: v.person.name });
  const where = visitorWhere(t, v);
  return where ? t('live.from', { where }) : t('live.anonymous');
}

/** The radar list's line of what is known of an anonymous visitor: city and device ('' when neither is). */
export function visitorWhere(t: TFunction, v: Pick<TLiveCardView, 'device' | 'city'>): string {
  return [v.city, v.device ? t(`devices.${v.device}`) : null].filter(Boolean).join(' · ');
}
