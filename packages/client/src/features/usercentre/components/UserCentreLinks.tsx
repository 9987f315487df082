import { Link } from 'react-router';
import type { TModuleEntry } from '@card/contract';
import {
  ArrowLeftRight,
  BadgeCheck,
  BookUser,
  Building2,
  ClipboardList,
  Headset,
  Images,
  KeyRound,
  Layers,
  LayoutGrid,
  Lock,
  Mail,
  MessagesSquare,
  Newspaper,
  Radar,
  ShieldCheck,
  Sparkles,
  Star,
  Undo2,
  UserRound,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { Icon, RowChevron, TileIcon } from '../../../components/ui/Icon';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import '../usercentre.css';

/** The management centre's ways into the user centre, with the unread count on messages. */
export function UserCentreLinks({
  unreadMessages,
  pendingBinds,
  vip,
  agent,
  operator,
  mirror,
  onModule,
}: {
  unreadMessages: number;
  pendingBinds: number;
  /** Mirror sync's module entry: its link says and does what its tile does (issue 31): locked, it opens the unlock sheet. */
  mirror?: TModuleEntry;
  onModule?: (m: TModuleEntry) => void;
  /** From the orders area (passed in by the route): the refund row when the server shows it, the review row for customer service. */
  vip?: { refunds: boolean; reviewer: boolean };
  /** The caller holds the customer-service role: the 客服工作台 row opens the agent's conversation list. */
  agent?: boolean;
  /** The caller holds the operator role (server's roles): the 审核管理 row opens the operator console (issue 32). */
  operator?: boolean;
}) {
  const { t } = useTranslation('usercentre');
  return (
    <>
      <nav className="uc-links" aria-label={t('home.userCentre')}>
        <Link to={paths.userCentre} data-testid="home-mine">
          <TileIcon icon={UserRound} />
          {t('home.links.mine')}
        </Link>
        <Link to={paths.messageCentre} data-testid="home-messages">
          <TileIcon icon={Mail} />
          {t('home.links.messages')}
          {unreadMessages > 0 && (
            <span className="uc-dot" data-testid="home-unread">
              {unreadMessages > 99 ? '99+' : unreadMessages}
            </span>
          )}
        </Link>
        <Link to={paths.friendFeed} data-testid="home-friend-feed">
          <TileIcon icon={Users} />
          {t('home.links.friendFeed')}
        </Link>
        <Link to={paths.subscriptions} data-testid="home-subscriptions">
          <TileIcon icon={Star} />
          {t('home.links.subscriptions')}
        </Link>
        <Link to={paths.columnSet} data-testid="home-column-set">
          <TileIcon icon={LayoutGrid} />
          {t('home.links.columnSet')}
        </Link>
        <Link to={paths.wallet} data-testid="home-wallet">
          <TileIcon icon={Wallet} />
          {t('home.links.wallet')}
        </Link>
        <Link to={paths.goldenKeys} data-testid="home-golden-keys">
          <TileIcon icon={KeyRound} />
          {t('home.links.goldenKeys')}
        </Link>
        <Link to={paths.addressBook} data-testid="home-address-book">
          <TileIcon icon={BookUser} />
          {t('home.links.addressBook')}
        </Link>
        <Link to={paths.myCompany} data-testid="home-company">
          <TileIcon icon={Building2} />
          {t('home.links.company')}
        </Link>
        {mirror && onModule && mirror.state !== 'open' ? (
          <button
            type="button"
            data-testid="home-mirror"
            data-state={mirror.state}
            onClick={() => onModule(mirror)}
            aria-label={`${t('home.links.mirror')}（${mirror.state === 'soon' ? t('modules.soon') : mirror.state === 'vip' ? t('modules.vipOnly') : t('modules.locked')}）`}
          >
            <TileIcon icon={ArrowLeftRight} />
            {t('home.links.mirror')}
            <Icon icon={Lock} size="xs" className="lock" />
          </button>
        ) : (
          <Link to={paths.mirrorList} data-testid="home-mirror">
            <TileIcon icon={ArrowLeftRight} />
            {t('home.links.mirror')}
          </Link>
        )}
        <Link to={paths.radar} data-testid="home-radar">
          <TileIcon icon={Radar} />
          {t('home.links.radar')}
        </Link>
        <Link to={paths.myCircles} data-testid="home-circles">
          <TileIcon icon={UsersRound} />
          {t('home.links.circles')}
        </Link>
        <Link to={paths.articles} data-testid="home-articles">
          <TileIcon icon={Newspaper} />
          {t('home.links.articles')}
        </Link>
        <Link to={paths.pictures} data-testid="home-pictures">
          <TileIcon icon={Images} />
          {t('home.links.pictures')}
        </Link>
        <Link to={paths.materials} data-testid="home-materials">
          <TileIcon icon={Layers} />
          {t('home.links.materials')}
        </Link>
        <Link to={paths.myOrders} data-testid="home-orders">
          <TileIcon icon={ClipboardList} />
          {t('home.links.orders')}
        </Link>
        <Link to={paths.customerHome} data-testid="home-service">
          <TileIcon icon={Headset} />
          {t('home.links.service')}
        </Link>
        <Link to={paths.programmeHub} data-testid="home-programmes">
          <TileIcon icon={Sparkles} />
          {t('home.links.programmes')}
        </Link>
        {agent && (
          <Link to={paths.agentOnlineList} data-testid="home-service-desk">
            <TileIcon icon={MessagesSquare} />
            {t('home.links.serviceDesk')}
          </Link>
        )}
        {vip?.refunds && (
          <Link to={paths.refundTab('notRefund')} data-testid="home-refunds">
            <TileIcon icon={Undo2} />
            {t('home.links.refunds')}
          </Link>
        )}
        {operator && (
          <Link to={paths.operatorConsole} data-testid="home-operator">
            <TileIcon icon={ShieldCheck} />
            {t('home.links.operator')}
          </Link>
        )}
        {vip?.reviewer && (
          <Link to={paths.refundAdmin} data-testid="home-refund-admin">
            <TileIcon icon={BadgeCheck} />
            {t('home.links.refundAdmin')}
          </Link>
        )}
      </nav>
      {pendingBinds > 0 && (
        <Link className="uc-banner" to={paths.userCentreSettingsOther} data-testid="home-binds">
          {t('home.pendingBinds', { count: pendingBinds })}
          <RowChevron />
        </Link>
      )}
    </>
  );
}
