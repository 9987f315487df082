import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCircleMembers } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { useCircleDetail } from '../../../../features/circle/api-core';
import { reasonText } from '../../../../features/circle/circle-texts';
import { MemberRow } from './member-row';

/** CircleMembers: the member list any member sees (refused with the admin's restriction when viewing is limited). */
export default function CircleMembersRoute() {
  const { t } = useTranslation('circleManage');
  const { t: tb } = useTranslation('circleBulletin');
  const cid = useCid();
  // The circle says first whether the caller may see its members: a restricted member reads the reason at once
  // (issue 32: this screen was blank for them), and the list is only asked for when it will be answered.
  const head = useCircleDetail(cid);
  const p = head.data?.permissions;
  const q = useCircleMembers(cid, '', !!p?.canSeeMembers);
  const title = t('titles.circleMembers');
  if (head.isError)
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <p className="result muted" data-testid="members-refused">
          {head.error.message}
        </p>
      </Page>
    );
  if (p && !p.canSeeMembers) {
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <p className="result muted" role="alert" data-testid="members-refused">
          <strong>{tb('can.membersLocked')}</strong> {tb('can.why', { reason: reasonText(p.membersReason) })}
        </p>
      </Page>
    );
  }
  if (q.isError)
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <p className="result muted" data-testid="members-refused">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.circleAffiche(cid)}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.circleAffiche(cid)}>
      <ul className="menu">
        {rowsOf(q.data).map((m) => (
          <MemberRow key={m.phoneIdEcr} m={m} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
