import { useState } from 'react';
import { CLOCK_RANKING_KINDS, type ClockRankingKind } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useClockRanking } from '../../../../features/programme/checkin/api';
import { RankRow } from '../../../../features/programme/checkin/components/RankRow';
import '../../../../features/programme/checkin/checkin.css';
import { Trophy } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /morningCard/rankingList: the daily, weekly and all-time rankings, paged, the caller's own row on top. */
export default function RankingListRoute() {
  const { t } = useTranslation('programmeCheckin');
  const [kind, setKind] = useState<ClockRankingKind>('daily');
  const list = useClockRanking(kind);
  const first = list.data?.pages[0];
  const rows = rowsOf(list.data);
  return (
    <Page title={t('titles.rankingList')} backTo={paths.checkinHome}>
      <Tabs
        options={CLOCK_RANKING_KINDS.map((k) => ({ value: k, label: t(`ranking.kinds.${k}`), testId: `clock-tab-${k}` }))}
        value={kind}
        onChange={setKind}
        label={t('titles.rankingList')}
      />
      {first && (
        <p className="ck-period" data-testid="clock-period">
          {kind === 'daily' && t('ranking.periodDay', { day: first.period })}
          {kind === 'weekly' && t('ranking.periodWeek', { start: first.periodStart, end: first.periodEnd })}
          {kind === 'all' && t('ranking.periodAll')}
          {' · '}
          {t('ranking.total', { count: first.total ?? 0 })}
        </p>
      )}
      {first?.mine ? (
        <section aria-label={t('ranking.mine')}>
          <h2 className="ck-period">{t('ranking.mine')}</h2>
          <RankRow row={first.mine} kind={kind} as="div" />
        </section>
      ) : (
        first && <p className="ck-period">{t('ranking.notRanked')}</p>
      )}
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {first && rows.length === 0 && (
        <EmptyState
          icon={Trophy}
          title={t('ranking.empty')}
          hint={t('ranking.emptyHint')}
          action={{ label: t('ranking.emptyAction'), to: paths.checkinHome, testId: 'clock-rank-empty-action' }}
          testId="clock-rank-empty"
        />
      )}
      <ol className="ck-rank" data-testid="clock-rank-list">
        {rows.map((r) => (
          <RankRow key={`${r.place}-${r.person.phoneIdEcr}`} row={r} kind={kind} />
        ))}
      </ol>
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => list.fetchNextPage()} />
    </Page>
  );
}
