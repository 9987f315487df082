import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
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
import { reasonText } from '../../../../features/circle/circle-texts';
import { formatFen } from '../../../../lib/money';
import { PaidReceipt } from '../pay/receipt';
import '../../../../features/circle/bulletin.css';
import '../../../../features/circle/components/core.css';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** The circle's header (name, avatar, members) as circleDetail answers it; shared by the bulletin screens. */
export const useCircleHead = (cid: string) => useQuery({ queryKey: circleKeys.key('detail', cid), retry: false, queryFn: () => call(api.circle.circleDetail({ body: { cid } })) });

/** CircleAffiche: a circle's home for those who may view it; visitors who may not are sent to the join page. */
export default function CircleAfficheRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const head = useCircleHead(cid);
  // A payment just made (wallet or WeChat Pay's return) names its order in the navigation state: the receipt shows once.
  const receiptOrderId = (useLocation().state as { receiptOrderId?: string } | null)?.receiptOrderId ?? null;
  const canView = head.data?.canView ?? false;
  const list = useCircleBulletins(cid, canView);
  if (head.error)
    return (
      <Page title={t('titles.affiche')} backTo={paths.myCircles}>
        <p className="form-error" role="alert">
          {head.error.message}
        </p>
      </Page>
    );
  if (!head.data)
    return (
      <Page title={t('titles.affiche')} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  if (!canView) return <Navigate to={paths.circleJoinInfo(cid)} replace />;
  const c = head.data;
  const isMember = c.my.state === 'joined';
  const isAdmin = isMember && (c.my.role === 'owner' || c.my.role === 'admin');
  const isOwner = isMember && c.my.role === 'owner';
  const p = c.permissions;
  const rows = rowsOf(list.data);
  // What a member may not do is said here, before they start (issue 32): the action shows disabled, its reason below.
  const locked = isMember
    ? [
        !p.canPost && { key: 'publish', what: t('can.publishLocked'), why: reasonText(p.postReason) },
        !p.canComment && { key: 'comment', what: t('can.commentLocked'), why: reasonText(p.commentReason) },
        !p.canInvite && { key: 'invite', what: t('can.inviteLocked'), why: reasonText(p.inviteReason) },
        !p.canSeeMembers && { key: 'members', what: t('can.membersLocked'), why: reasonText(p.membersReason) },
      ].filter((x): x is { key: string; what: string; why: string } => !!x)
    : [];
  return (
    <Page title={c.name} backTo={paths.myCircles}>
      {receiptOrderId && <PaidReceipt orderId={receiptOrderId} />}
      <section className="circle-head">
        <Avatar url={c.avatarUrl} name={c.name} seed={cid} />
        <div>
          <h2>{c.name}</h2>
          {/* Always a link: a member barred from the list taps it and reads why there (and in the list below). */}
          <Link to={paths.circleMembers(cid)} data-testid="circle-members" aria-describedby={isMember && !p.canSeeMembers ? 'locked-members' : undefined}>
            {t('home.members', { count: c.memberCount })}
          </Link>
        </div>
      </section>
      <section className="circle-about" data-testid="circle-about">
        {c.description && (
          <p className="circle-description" data-testid="circle-description">
            {c.description}
          </p>
        )}
        {c.labels.length > 0 && (
          <div className="cc-chips" aria-label={t('about.labels')} data-testid="circle-labels">
            {c.labels.map((l) => (
              <span key={l} className="cc-chip">
                {l}
              </span>
            ))}
          </div>
        )}
        <p className="muted" data-testid="circle-terms">
          {t('about.terms')}：{c.joinWay === 'paid' ? t('about.paid', { price: formatFen(c.joinPriceFen), days: LIMITS.circle.paidTermDays }) : t(`about.${c.joinWay}`)}
          {'；'}
          {c.viewPriceFen > 0 ? t('about.viewPaid', { price: formatFen(c.viewPriceFen) }) : t('about.viewFree')}
        </p>
      </section>
      <nav className="circle-actions">
        {isMember &&
          (p.canPost ? (
            <Link to={paths.announce(cid)} data-testid="publish">
              {t('home.publish')}
            </Link>
          ) : (
            <button type="button" disabled aria-describedby="locked-publish" data-testid="publish-locked">
              {t('home.publish')}
            </button>
          ))}
        {isMember && <Link to={paths.circleBulletinMsg(cid)}>{t('home.msgs')}</Link>}
        {isAdmin && (
          <Link to={paths.circleManage(cid)} data-testid="manage">
            {t('home.manage')}
          </Link>
        )}
        {isMember && p.canInvite && <Link to={paths.inviteQrCode(cid)}>{t('home.invite')}</Link>}
        {isMember && p.canInvite && (
          <Link to={paths.circlePoster(cid)} data-testid="poster">
            {t('poster.title')}
          </Link>
        )}
        {isOwner ? (
          <Link to={paths.circleComplaintInbox(cid)} data-testid="complaint-inbox">
            {t('inbox.title')}
          </Link>
        ) : (
          <Link to={paths.circleComplain(cid)} data-testid="complain">
            {t('home.complain')}
          </Link>
        )}
      </nav>
      {locked.length > 0 && (
        <ul className="circle-locked" data-testid="circle-locked">
          {locked.map((x) => (
            <li key={x.key} id={`locked-${x.key}`} data-testid={`locked-${x.key}`}>
              <strong>{x.what}</strong> {t('can.why', { reason: x.why })}
            </li>
          ))}
        </ul>
      )}
      {list.error && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {rows.length ? (
        <ul className="bulletin-list">
          {rows.map((b) => (
            <BulletinCard key={b.bulletinId} b={b} cid={cid} circleName={c.name} />
          ))}
        </ul>
      ) : (
        list.data && <EmptyState icon={UsersRound} title={t('home.empty')} hint={t('home.emptyHint')} />
      )}
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
