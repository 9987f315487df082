import '../../../../features/programme/promotion/promotion.css';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useInviteHome, useInviteProgress } from '../../../../features/programme/promotion/api';
import { PersonRow } from '../../../../features/programme/promotion/components/PersonRow';
import { dayOf } from '../../../../features/programme/promotion/promotion.view';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /invite/progressList: the caller's invitees of the running activity's period, newest first, each registered or qualified. */
export default function InviteProgressListRoute() {
  const { t } = useTranslation('programmePromotion');
  const home = useInviteHome();
  const activityId = home.data?.activity?.id ?? '';
  const list = useInviteProgress(activityId);
  const rows = rowsOf(list.data);
  const title = t('titles.inviteProgressList');
  if (home.isError)
    return (
      <Page title={title} backTo={paths.inviteIndex}>
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      </Page>
    );
  if (!home.data)
    return (
      <Page title={title} backTo={paths.inviteIndex}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.inviteIndex}>
      {!activityId && <p className="result muted">{t('invite.none')}</p>}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={Sparkles}
          title={t('invite.noInvitees')}
          hint={t('invite.noInviteesHint')}
          action={{ label: t('invite.noInviteesAction'), to: paths.inviteIndex, testId: 'progress-empty-action' }}
          testId="progress-empty"
        />
      )}
      <ul className="pm-list" data-testid="progress-list">
        {rows.map((r) => (
          <PersonRow
            key={`${r.person.phoneIdEcr}-${r.registeredAt}`}
            person={r.person}
            testId="progress-invitee"
            on={r.state === 'qualified'}
            meta={t('invite.registeredAt', { day: dayOf(r.registeredAt) })}
            tag={t(`inviteeStates.${r.state}`)}
          />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
