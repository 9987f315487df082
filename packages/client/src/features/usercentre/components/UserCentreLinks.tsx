import { Link } from 'react-router';
import type { TModuleEntry } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import '../usercentre.css';

/** The management centre's ways into the user centre, with the unread count on messages. */
export function UserCentreLinks({ unreadMessages, pendingBinds, vip, agent, operator, mirror, onModule }: {
  unreadMessages: number; pendingBinds: number;
  /** Mirror sync's module entry: its link says and does what its tile does (issue 31): locked, it opens the unlock sheet. */
  mirror?: TModuleEntry;
  onModule?: (m: TModuleEntry) => void;
  /** From the vip area (passed in by the route): the refund row when the server shows it, the review row for customer service. */
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
        <Link to={paths.userCentre} data-testid="home-mine"><span className="uc-icon" aria-hidden>☺</span>{t('home.links.mine')}</Link>
        <Link to={paths.messageCentre} data-testid="home-messages">
          <span className="uc-icon" aria-hidden>✉</span>{t('home.links.messages')}
          {unreadMessages > 0 && <span className="uc-dot" data-testid="home-unread">{unreadMessages > 99 ? '99+' : unreadMessages}</span>}
        </Link>
        <Link to={paths.friendFeed} data-testid="home-friend-feed"><span className="uc-icon" aria-hidden>
          <svg viewBox="0 0 16 16" width="1em" height="1em"><path fill="currentColor" d="M5.5 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zm6 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM1 13c0-2.5 2-4.5 4.5-4.5S10 10.5 10 13v1H1v-1zm10 1v-1c0-1.3-.4-2.5-1.1-3.4.5-.3 1-.4 1.6-.4 1.9 0 3.5 1.6 3.5 3.5V14h-4z" /></svg>
        </span>{t('home.links.friendFeed')}</Link>
        <Link to={paths.subscriptions} data-testid="home-subscriptions"><span className="uc-icon" aria-hidden>☆</span>{t('home.links.subscriptions')}</Link>
        <Link to={paths.columnSet} data-testid="home-column-set"><span className="uc-icon" aria-hidden>▦</span>{t('home.links.columnSet')}</Link>
        <Link to={paths.wallet} data-testid="home-wallet"><span className="uc-icon" aria-hidden>¥</span>{t('home.links.wallet')}</Link>
        <Link to={paths.goldenKeys} data-testid="home-golden-keys"><span className="uc-icon" aria-hidden>
          {/* Drawn, not a character: no phone font has the key symbol (it showed as an empty box). */}
          <svg viewBox="0 0 16 16" width="1em" height="1em"><path fill="currentColor" d="M5 3a4 4 0 1 0 3.87 5H10v2h2V8h1v3h2V6H8.87A4 4 0 0 0 5 3zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" /></svg>
        </span>{t('home.links.goldenKeys')}</Link>
        <Link to={paths.addressBook} data-testid="home-address-book"><span className="uc-icon" aria-hidden>☏</span>{t('home.links.addressBook')}</Link>
        <Link to={paths.myCompany} data-testid="home-company"><span className="uc-icon" aria-hidden>▣</span>{t('home.links.company')}</Link>
        {mirror && onModule && mirror.state !== 'open'
          ? (
            <button type="button" data-testid="home-mirror" data-state={mirror.state} onClick={() => onModule(mirror)}
              aria-label={`${t('home.links.mirror')}（${mirror.state === 'soon' ? t('modules.soon') : mirror.state === 'vip' ? t('modules.vipOnly') : t('modules.locked')}）`}>
              <span className="uc-icon" aria-hidden>⇄</span>{t('home.links.mirror')}
              <svg className="lock" aria-hidden="true" viewBox="0 0 16 16" width="12" height="12"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" /></svg>
            </button>
          )
          : <Link to={paths.mirrorList} data-testid="home-mirror"><span className="uc-icon" aria-hidden>⇄</span>{t('home.links.mirror')}</Link>}
        <Link to={paths.radar} data-testid="home-radar"><span className="uc-icon" aria-hidden>◉</span>{t('home.links.radar')}</Link>
        <Link to={paths.myCircles} data-testid="home-circles"><span className="uc-icon" aria-hidden>◎</span>{t('home.links.circles')}</Link>
        <Link to={paths.articles} data-testid="home-articles"><span className="uc-icon" aria-hidden>▤</span>{t('home.links.articles')}</Link>
        <Link to={paths.pictures} data-testid="home-pictures"><span className="uc-icon" aria-hidden>▨</span>{t('home.links.pictures')}</Link>
        <Link to={paths.materials} data-testid="home-materials"><span className="uc-icon" aria-hidden>❖</span>{t('home.links.materials')}</Link>
        <Link to={paths.myOrders} data-testid="home-orders"><span className="uc-icon" aria-hidden>☰</span>{t('home.links.orders')}</Link>
        <Link to={paths.customerHome} data-testid="home-service"><span className="uc-icon" aria-hidden>☎</span>{t('home.links.service')}</Link>
        <Link to={paths.programmeHub} data-testid="home-programmes"><span className="uc-icon" aria-hidden>✦</span>{t('home.links.programmes')}</Link>
        {agent && <Link to={paths.agentOnlineList} data-testid="home-service-desk"><span className="uc-icon" aria-hidden>✆</span>{t('home.links.serviceDesk')}</Link>}
        {vip?.refunds && <Link to={paths.refundTab('notRefund')} data-testid="home-refunds"><span className="uc-icon" aria-hidden>↺</span>{t('home.links.refunds')}</Link>}
        {operator && <Link to={paths.operatorConsole} data-testid="home-operator"><span className="uc-icon" aria-hidden>
          <svg viewBox="0 0 16 16" width="1em" height="1em"><path fill="currentColor" d="M2 2h9v2H4v8h7v2H2V2zm10.3 3.3 1.4 1.4L9 11.4 6.3 8.7l1.4-1.4L9 8.6l3.3-3.3z" /></svg>
        </span>{t('home.links.operator')}</Link>}
        {vip?.reviewer && <Link to={paths.refundAdmin} data-testid="home-refund-admin"><span className="uc-icon" aria-hidden>✓</span>{t('home.links.refundAdmin')}</Link>}
      </nav>
      {pendingBinds > 0 && (
        <Link className="uc-banner" to={paths.userCentreSettingsOther} data-testid="home-binds">{t('home.pendingBinds', { count: pendingBinds })}<span aria-hidden>›</span></Link>
      )}
    </>
  );
}
