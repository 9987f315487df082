import { Link, useNavigate } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAddAdmin, useCircleAdmins, useCircleMembers, useDelAdmin } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { MemberRow } from './member-row';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** CircleAdmin: the owner and admins, with add (pick a member) and del for the owner. */
export default function CircleAdminRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useCircleAdmins(cid);
  const title = t('titles.admins');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.circleManage(cid)}>
      <ul className="menu" data-testid="admin-list">
        {q.data.items.map((m) => (
          <MemberRow key={m.phoneIdEcr} m={m} />
        ))}
      </ul>
      <div className="actions-row">
        <Link className="btn btn-primary" to={paths.circleAdminAdd(cid)} data-testid="admin-add">
          {t('admins.add')}
        </Link>
        <Link className="btn btn-ghost" to={paths.circleAdminDel(cid)} data-testid="admin-del">
          {t('admins.del')}
        </Link>
      </div>
    </Page>
  );
}

/** CircleAdmin/add: tap a member to make them an admin. */
export function CircleAdminAddRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useCircleMembers(cid);
  const add = useAddAdmin();
  const navigate = useNavigate();
  if (!q.data)
    return (
      <Page title={t('titles.adminAdd')} backTo={paths.circleAdmin(cid)}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.adminAdd')} backTo={paths.circleAdmin(cid)}>
      <ul className="menu">
        {rowsOf(q.data)
          .filter((m) => m.role === 'member')
          .map((m) => (
            <MemberRow key={m.phoneIdEcr} m={m} onTap={() => add.mutate({ cid, phoneIdEcr: m.phoneIdEcr }, { onSuccess: () => void navigate(paths.circleAdmin(cid)) })} />
          ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

/** CircleAdmin/del: tap an admin to make them a member again. */
export function CircleAdminDelRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useCircleAdmins(cid);
  const del = useDelAdmin();
  if (!q.data)
    return (
      <Page title={t('titles.adminDel')} backTo={paths.circleAdmin(cid)}>
        <Loading />
      </Page>
    );
  const admins = q.data.items.filter((m) => m.role === 'admin');
  return (
    <Page title={t('titles.adminDel')} backTo={paths.circleAdmin(cid)}>
      {admins.length ? (
        <ul className="menu">
          {admins.map((m) => (
            <MemberRow key={m.phoneIdEcr} m={m} onTap={() => del.mutate({ cid, phoneIdEcr: m.phoneIdEcr })} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('admins.none')} hint={t('admins.noneHint')} />
      )}
    </Page>
  );
}
