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
import { Icon, RowChevron } from '../../../components/ui/Icon';
import { Tile, TileGrid } from '../../../components/ui/Tile';
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
      <TileGrid label={t('home.userCentre')} columns={4}>
        <Tile to={paths.userCentre} testId="home-mine" icon={<Icon icon={UserRound} />} label={t('home.links.mine')} />
        <Tile
          to={paths.messageCentre}
          testId="home-messages"
          icon={<Icon icon={Mail} />}
          label={t('home.links.messages')}
          badge={unreadMessages > 0 ? <span data-testid="home-unread">{unreadMessages > 99 ? '99+' : unreadMessages}</span> : undefined}
        />
        <Tile to={paths.friendFeed} testId="home-friend-feed" icon={<Icon icon={Users} />} label={t('home.links.friendFeed')} />
        <Tile to={paths.subscriptions} testId="home-subscriptions" icon={<Icon icon={Star} />} label={t('home.links.subscriptions')} />
        <Tile to={paths.columnSet} testId="home-column-set" icon={<Icon icon={LayoutGrid} />} label={t('home.links.columnSet')} />
        <Tile to={paths.wallet} testId="home-wallet" icon={<Icon icon={Wallet} />} label={t('home.links.wallet')} />
        <Tile to={paths.goldenKeys} testId="home-golden-keys" icon={<Icon icon={KeyRound} />} label={t('home.links.goldenKeys')} />
        <Tile to={paths.addressBook} testId="home-address-book" icon={<Icon icon={BookUser} />} label={t('home.links.addressBook')} />
        <Tile to={paths.myCompany} testId="home-company" icon={<Icon icon={Building2} />} label={t('home.links.company')} />
        {mirror && onModule && mirror.state !== 'open' ? (
          // Locked, still being built or VIP only: the tile opens the sheet that says which (issue 31); the lock says why.
          <Tile
            onClick={() => onModule(mirror)}
            testId="home-mirror"
            icon={<Icon icon={ArrowLeftRight} />}
            label={t('home.links.mirror')}
            locked
            lockedLabel={mirror.state === 'soon' ? t('modules.soon') : mirror.state === 'vip' ? t('modules.vipOnly') : t('modules.locked')}
          />
        ) : (
          <Tile to={paths.mirrorList} testId="home-mirror" icon={<Icon icon={ArrowLeftRight} />} label={t('home.links.mirror')} />
        )}
        <Tile to={paths.radar} testId="home-radar" icon={<Icon icon={Radar} />} label={t('home.links.radar')} />
        <Tile to={paths.myCircles} testId="home-circles" icon={<Icon icon={UsersRound} />} label={t('home.links.circles')} />
        <Tile to={paths.articles} testId="home-articles" icon={<Icon icon={Newspaper} />} label={t('home.links.articles')} />
        <Tile to={paths.pictures} testId="home-pictures" icon={<Icon icon={Images} />} label={t('home.links.pictures')} />
        <Tile to={paths.materials} testId="home-materials" icon={<Icon icon={Layers} />} label={t('home.links.materials')} />
        <Tile to={paths.myOrders} testId="home-orders" icon={<Icon icon={ClipboardList} />} label={t('home.links.orders')} />
        <Tile to={paths.customerHome} testId="home-service" icon={<Icon icon={Headset} />} label={t('home.links.service')} />
        <Tile to={paths.programmeHub} testId="home-programmes" icon={<Icon icon={Sparkles} />} label={t('home.links.programmes')} />
        {agent && <Tile to={paths.agentOnlineList} testId="home-service-desk" icon={<Icon icon={MessagesSquare} />} label={t('home.links.serviceDesk')} />}
        {vip?.refunds && <Tile to={paths.refundTab('notRefund')} testId="home-refunds" icon={<Icon icon={Undo2} />} label={t('home.links.refunds')} />}
        {operator && <Tile to={paths.operatorConsole} testId="home-operator" icon={<Icon icon={ShieldCheck} />} label={t('home.links.operator')} />}
        {vip?.reviewer && <Tile to={paths.refundAdmin} testId="home-refund-admin" icon={<Icon icon={BadgeCheck} />} label={t('home.links.refundAdmin')} />}
      </TileGrid>
      {pendingBinds > 0 && (
        <Link className="uc-banner" to={paths.userCentreSettingsOther} data-testid="home-binds">
          {t('home.pendingBinds', { count: pendingBinds })}
          <RowChevron />
        </Link>
      )}
    </>
  );
}
