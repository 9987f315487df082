import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useDecideInvitation, useInvitations } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** joinCircle: invitations to me (agree / ignore), and the way to search for circles to join. */
export default function JoinCircleRoute() {
  const { t } = useTranslation('circle');
  const q = useInvitations();
  const decide = useDecideInvitation();
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.joinCircle')} backTo={paths.myCircles}>
      <Link className="btn btn-ghost" to={paths.searchCircle} data-testid="join-search">
        {t('join.search')}
      </Link>
      <h2 className="section-title">{t('join.invitations')}</h2>
      {!q.data ? (
        <Loading />
      ) : rows.length ? (
        <ul className="cc-list" data-testid="invitations">
          {rows.map((i) => (
            <li key={i.circle.cid} className="cc-person" data-testid="invitation">
              <span className="cc-body">
                <Link to={paths.circleJoinInfo(i.circle.cid)}>
                  <strong>{i.circle.name}</strong>
                </Link>
                <small className="muted">{t('join.invitedBy', { name: i.inviter?.name ?? '' })}</small>
              </span>
              <span className="cc-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={decide.isPending}
                  data-testid="invitation-agree"
                  onClick={() => decide.mutate({ cid: i.circle.cid, agree: true })}
                >
                  {t('join.agree')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={decide.isPending}
                  data-testid="invitation-ignore"
                  onClick={() => decide.mutate({ cid: i.circle.cid, agree: false })}
                >
                  {t('join.ignore')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('join.none')} hint={t('join.noneHint')} testId="invitations-empty" />
      )}
      {decide.error && (
        <p className="form-error" role="alert" data-testid="invitation-error">
          {decide.error.message}
        </p>
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
