import type { ReactNode } from 'react';
import type { TActivity } from '@card/contract';
import { LazyImage } from '../../../components/ui/LazyImage';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import { chinaTimeText } from '../activity-events.time';

/** The phase badge: 草稿 / 未开始 / 进行中 / 已结束 / 已取消. */
export function EventPhase({ phase }: { phase: TActivity['phase'] }) {
  const { t } = useTranslation('activityEvents');
  return (
    <span className={`ev-phase ev-phase-${phase}`} data-testid="event-phase">
      {t(`phase.${phase}`)}
    </span>
  );
}

/** Fee in yuan, or 免费. */
export function EventFee({ feeFen }: { feeFen: number }) {
  const { t } = useTranslation('activityEvents');
  return (
    <span className="ev-fee" data-testid="event-fee">
      {feeFen === 0 ? t('free') : `¥${formatFen(feeFen)}`}
    </span>
  );
}

/** Seats: enrolled / capacity, or enrolled with 不限 when the capacity is unlimited. */
export function EventSeats({ a }: { a: Pick<TActivity, 'enrolled' | 'capacity'> }) {
  const { t } = useTranslation('activityEvents');
  return (
    <span className="ev-muted" data-testid="event-seats">
      {a.capacity === 0 ? t('seatsUnlimited', { enrolled: a.enrolled }) : t('seats', { enrolled: a.enrolled, capacity: a.capacity })}
    </span>
  );
}

/** One activity in a list: cover, title, phase, time, fee and seats; `children` are the screen's actions. */
export function EventCard({ a, children, testId = 'event-card' }: { a: TActivity; children?: ReactNode; testId?: string }) {
  return (
    <li className="ev-card" data-testid={testId}>
      {a.coverUrl ? <LazyImage width={88} height={88} className="ev-cover" src={a.coverUrl} alt="" /> : <span className="ev-cover ev-cover-none" aria-hidden="true" />}
      <div className="ev-body">
        <p className="ev-title">
          {a.title} <EventPhase phase={a.phase} />
        </p>
        <p className="ev-muted">
          {chinaTimeText(a.startTime)} – {chinaTimeText(a.endTime)}
        </p>
        <p className="ev-line">
          <EventFee feeFen={a.feeFen} /> · <EventSeats a={a} />
        </p>
        {children}
      </div>
    </li>
  );
}
