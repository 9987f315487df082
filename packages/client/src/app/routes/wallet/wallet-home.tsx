import { Link } from 'react-router';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import { useWalletIndex } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { RowChevron } from '../../../components/ui/Icon';

/** /cpl/index: the balances, then every way on: withdraw, bills, frozen money, the withdrawal WeChat, spokesperson. */
export default function WalletHomeRoute() {
  const { t } = useTranslation('wallet');
  const w = useWalletIndex();
  if (!w.data) return <Page title={t('titles.wallet')}><Loading /></Page>;
  const d = w.data;
  return (
    <Page title={t('titles.wallet')}>
      <section className="wallet-hero" aria-label={t('home.balance')}>
        <p className="wallet-hero-label">{t('home.available')}</p>
        <p className="wallet-hero-amount" data-testid="wallet-available">¥{formatFen(d.availableFen)}</p>
        <div className="wallet-hero-row">
          <div>{t('home.frozen')}<strong data-testid="wallet-frozen">¥{formatFen(d.frozenFen)}</strong></div>
          <div>{t('home.income')}<strong>¥{formatFen(d.totalIncomeFen)}</strong></div>
          <div>{t('home.withdrawn')}<strong>¥{formatFen(d.withdrawnFen)}</strong></div>
        </div>
      </section>
      {d.frozenFen > 0 && <p className="muted" data-testid="wallet-frozen-tip">{t('home.frozenTip')}</p>}
      <ul className="wallet-menu">
        <li><Link to={paths.withdraw} data-testid="wallet-withdraw">{t('home.withdraw')}<RowChevron /></Link></li>
        <li><Link to={paths.billingDetails} data-testid="wallet-bills">{t('titles.billingDetails')}<RowChevron /></Link></li>
        <li><Link to={paths.frozenList} data-testid="wallet-frozen-list">{t('titles.frozenList')}<RowChevron /></Link></li>
        <li><Link to={paths.frozenBills} data-testid="wallet-frozen-bills">{t('titles.frozenBills')}<RowChevron /></Link></li>
        <li>
          <Link to={paths.walletBindWechat} data-testid="wallet-bind">
            {t('titles.bindWechat')}
            <span className="muted" data-testid="wallet-bind-state">{d.binding ? d.binding.nickname : t('bind.none')}</span><RowChevron />
          </Link>
        </li>
        <li><Link to={paths.spokesperson} data-testid="wallet-spokesperson">{t('titles.spokesperson')}<span className="muted">{d.spokesperson ? t('spokesperson.isOne') : ''}</span><RowChevron /></Link></li>
        <li><Link to={paths.goldenKeys} data-testid="wallet-keys">{t('titles.goldenKeys')}<RowChevron /></Link></li>
      </ul>
      {!d.hasTxPwd && <p className="muted">{t('home.noTxPwd')} <Link to={paths.txPassword}>{t('txPwd.set')}</Link></p>}
    </Page>
  );
}
