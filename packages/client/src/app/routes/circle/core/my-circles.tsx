import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useInvitations, useMyCircles } from '../../../../features/circle/api-core';
import { CoreCircleItem } from '../../../../features/circle/components/core-circle-item';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** MyOrganizations: circles I created / joined, the way to create, search, my invitations and scan login. */
export default function MyCirclesRoute() {
  const { t } = useTranslation('circle');
  const [tab, setTab] = useState<'newCircle' | 'joinCircle'>('newCircle');
  const q = useMyCircles(tab);
  const invitations = rowsOf(useInvitations().data).length;
  const rows = rowsOf(q.data);
  return (
    <Page
      title={t('titles.myCircles')}
      backTo={paths.home}
      actions={
        <Link className="cc-topbar-link" to={paths.searchCircle} data-testid="circle-search">
          {t('mine.search')}
        </Link>
      }
    >
      <div className="cc-actions">
        <Link className="btn btn-primary" to={paths.newCircle} data-testid="circle-create">
          {t('mine.create')}
        </Link>
        <Link className="btn btn-ghost" to={paths.joinCircle} data-testid="circle-invitations">
          {t('mine.invitations')}
          {invitations > 0 && (
            <span className="cc-badge" data-testid="circle-invitations-badge">
              {invitations}
            </span>
          )}
        </Link>
      </div>
      <Tabs value={tab} onChange={setTab} options={(['newCircle', 'joinCircle'] as const).map((k) => ({ value: k, label: t(`mine.${k}`), testId: `tab-${k}` }))} />
      {q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : !q.data ? (
        <Loading />
      ) : rows.length ? (
        <ul className="cc-list" data-testid={`circles-${tab}`}>
          {rows.map((c) => (
            <CoreCircleItem key={c.cid} c={c} to={paths.circleAffiche(c.cid)} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={UsersRound}
          title={t(`mine.empty.${tab}`)}
          hint={t('mine.emptyHint')}
          action={{ label: t('mine.emptyAction'), to: paths.newCircle, testId: 'circles-empty-action' }}
          testId="circles-empty"
        />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      <p className="center cc-foot-links">
        <Link to={paths.circlePayments} data-testid="circle-payments">
          {t('mine.payments')}
        </Link>
        <Link to={paths.circleLoginCode} data-testid="circle-login-code">
          {t('mine.scanLogin')}
        </Link>
      </p>
    </Page>
  );
}
