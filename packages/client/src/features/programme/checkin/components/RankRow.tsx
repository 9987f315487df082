import type { ClockRankingKind, TClockRankRow } from '@card/contract';
import { Avatar } from '../../../../components/ui/Avatar';
import { useTranslation } from '../../../../lib/i18n';
import { clockTime } from '../time';

/**
 * One ranking row: place, face, and the figure the list ranks by (the time on the daily list; days and the average
 * time on the weekly and all-time lists). The mood is the person's own text, shown as text only.
 */
export function RankRow({ row, kind, as = 'li' }: { row: TClockRankRow; kind: ClockRankingKind; as?: 'li' | 'div' }) {
  const { t } = useTranslation('programmeCheckin');
  const Tag = as;
  return (
    <Tag className={as === 'div' ? 'ck-mine' : undefined} data-testid={as === 'div' ? 'clock-rank-mine' : 'clock-rank-row'}>
      <span className={`ck-place${row.place <= 3 ? ' ck-place-top' : ''}`}>{row.place}</span>
      <Avatar url={row.person.avatarUrl} name={row.person.name} seed={row.person.phoneIdEcr} />
      <span className="ck-who">
        <span>
          {row.person.name || t('ranking.nameless')}
          {row.self ? ` ${t('ranking.me')}` : ''}
        </span>
        {row.mood && <small>{row.mood}</small>}
      </span>
      <span className="ck-figure">
        {kind === 'daily' ? (
          clockTime(row.secondOfDay)
        ) : (
          <>
            {t('ranking.days', { count: row.days })}
            <small>{t('ranking.average', { time: clockTime(row.secondOfDay) })}</small>
          </>
        )}
      </span>
    </Tag>
  );
}
