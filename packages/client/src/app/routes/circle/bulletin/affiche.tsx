import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { api, call } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { circleKeys } from '../../../../features/circle/keys';
import { useCircleBulletins } from '../../../../features/circle/api-bulletin';
import { BulletinCard } from '../../../../features/circle/components/bulletin-card';
import '../../../../features/circle/bulletin.css';

/** The circle's header (name, avatar, members) as circleDetail answers it; shared by the bulletin screens. */
export const useCircleHead = (cid: string) =>
  useQuery({ queryKey: circleKeys.key('detail', cid), retry: false, queryFn: () => call(api.circle.circleDetail({ body: { cid } })) });

/** CircleAffiche: a circle's home for those who may view it; visitors who may not are sent to the join page. */
export default function CircleAfficheRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const head = useCircleHead(cid);
  const canView = head.data?.canView ?? false;
  const list = useCircleBulletins(cid, canView);
  if (head.error) return <Page title={t('titles.affiche')} backTo={paths.myCircles}><p className="form-error" role="alert">{head.error.message}</p></Page>;
  if (!head.data) return <Page title={t('titles.affiche')} backTo={paths.myCircles}><Loading /></Page>;
  if (!canView) return <Navigate to={paths.circleJoinInfo(cid)} replace />;
  const c = head.data;
  const isMember = c.my.state === 'joined';
  const isAdmin = isMember && (c.my.role === 'owner' || c.my.role === 'admin');
  const rows = rowsOf(list.data);
  return (
    <Page title={c.name} backTo={paths.myCircles}>
      <section className="circle-head">
        <Avatar url={c.avatarUrl} name={c.name} />
        <div>
          <h2>{c.name}</h2>
          <Link to={paths.circleMembers(cid)} data-testid="circle-members">{t('home.members', { count: c.memberCount })}</Link>
        </div>
      </section>
      <nav className="circle-actions">
        {isMember && <Link to={paths.announce(cid)} data-testid="publish">{t('home.publish')}</Link>}
        {isMember && <Link to={paths.circleBulletinMsg(cid)}>{t('home.msgs')}</Link>}
        {isAdmin && <Link to={paths.circleManage(cid)} data-testid="manage">{t('home.manage')}</Link>}
        {isMember && <Link to={paths.inviteQrCode(cid)}>{t('home.invite')}</Link>}
        <Link to={paths.circleComplain(cid)} data-testid="complain">{t('home.complain')}</Link>
      </nav>
      {list.error && <p className="form-error" role="alert">{list.error.message}</p>}
      {rows.length ? (
        <ul className="bulletin-list">{rows.map((b) => <BulletinCard key={b.bulletinId} b={b} cid={cid} circleName={c.name} />)}</ul>
      ) : list.data && <p className="muted center">{t('home.empty')}</p>}
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
