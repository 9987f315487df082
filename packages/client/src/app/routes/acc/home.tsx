import { Link, useNavigate } from 'react-router';
import { MIRROR_MODULE, THEMES } from '@card/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Page, Loading } from '../../../components/layouts/Page';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { currentLang, setLang, useTranslation } from '../../../lib/i18n';
import { tokenStore } from '../../../lib/token';
import { useLogout, useUserInfo } from '../../../features/account/api';
import { VipBadge } from '../../../features/account/components/VipBadge';
import { useHomeAggregate } from '../../../features/usercentre/api';
import { useMyCard } from '../../../features/card/api';
import { ModuleZones } from '../../../features/usercentre/components/ModuleZones';
import { FirstRun } from './first-run/first-run';
import { useModuleOpener } from '../../../features/usercentre/components/ModuleSheet';
import { WalletTipBanner } from '../../../features/usercentre/components/WalletTipBanner';
import { UserCentreLinks } from '../../../features/usercentre/components/UserCentreLinks';
import { useRefundEntrance } from '../../../features/orders/refund-entrance';
import WelcomeRoute from './welcome';
import { RowChevron } from '../../../components/ui/Icon';

export default function HomeRoute() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const loggedIn = Boolean(tokenStore.get());
  const me = useUserInfo(loggedIn);
  const home = useHomeAggregate(loggedIn);
  const logout = useLogout();
  const refundEntrance = useRefundEntrance(loggedIn);
  // The tiles' icons take the card's theme colour (tokens.css .theme-*): the centre looks like the card it manages.
  const themeId = useMyCard(loggedIn).data?.themeId;
  const theme = THEMES.find((x) => x === themeId) ?? 'classic';
  // Tiles and the top links open modules the same way, through one sheet (issue 31).
  const modules = useModuleOpener();

  const switchLang = async () => {
    await setLang(currentLang() === 'en' ? 'zh-CN' : 'en');
    await qc.invalidateQueries(); // server texts (module names, messages) follow the cookie
  };

  // Signed out while here (logging out): the newcomers' welcome, as the entry route shows (entry.tsx).
  if (!loggedIn) return <WelcomeRoute />;
  if (!me.data)
    return (
      <Page title={t('common:titles.home')} back={false}>
        <Loading />
      </Page>
    );
  const u = me.data;

  return (
    <Page
      title={t('common:titles.home')}
      back={false}
      actions={
        <button type="button" className="link-btn" onClick={switchLang}>
          {t('home.switchLanguage')}
        </button>
      }
    >
      <section className="profile">
        <Avatar url={u.avatarUrl} name={u.name} seed={u.phoneIdEcr} />
        <div>
          <h2 className="profile-name" data-testid="user-name">
            {u.name}
          </h2>
          <p className="muted">{u.phoneMasked}</p>
          <Link to={paths.vipCentre} className="vip-tap" data-testid="home-vip">
            <VipBadge vip={u.vip} />
            <RowChevron />
          </Link>
        </div>
      </section>
      <Link className="btn btn-ghost" to={paths.vipCentre} data-testid="home-vip-action">
        {u.vip.state === 'active' || u.vip.state === 'expiring' ? t('home.vipRenew') : t('home.vipOpen')}
      </Link>
      <div className="actions-row">
        <Link className="btn btn-primary" to={paths.editCard} data-testid="home-edit-card">
          {t('home.editCard')}
        </Link>
        <Link className="btn btn-ghost" to={paths.card(u.phoneIdEcr)} data-testid="view-card">
          {t('home.viewCard')}
        </Link>
      </div>
      {home.data && <WalletTipBanner tip={home.data.walletTip} />}
      <div className={`theme-${theme}`} data-testid="home-tiles" data-theme={theme}>
        {home.data && (
          <UserCentreLinks
            unreadMessages={home.data.unreadMessages}
            pendingBinds={home.data.pendingBinds.length}
            vip={{ refunds: Boolean(refundEntrance.data?.show), reviewer: Boolean(me.data?.roles.some((r) => r === 'customerService' || r === 'operator')) }}
            agent={Boolean(me.data?.roles.includes('customerService'))}
            operator={Boolean(me.data?.roles.includes('operator'))}
            mirror={[...home.data.modules.top, ...home.data.modules.main, ...home.data.modules.bottom].find((m) => m.id === MIRROR_MODULE)}
            onModule={modules.open}
          />
        )}
        <h3 className="section-title">{t('home.modules')}</h3>
        {home.data && <ModuleZones zones={home.data.modules} onOpen={modules.open} />}
      </div>
      {modules.sheet}
      <FirstRun />
      <Button variant="danger" data-testid="logout" onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home, { replace: true }) })}>
        {t('home.logout')}
      </Button>
    </Page>
  );
}
