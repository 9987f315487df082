import { Link } from 'react-router';
import { Page, Loading } from '../../../components/layouts/Page';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ListGroup, ListRow } from '../../../components/ui/ListRow';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import { useWalletIndex } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';

/** /cpl/index: the balances, then every way on: withdraw, bills, frozen money, the withdrawal WeChat, spokesperson. */
export default function WalletHomeRoute() {
  const { t } = useTranslation('wallet');
  const w = useWalletIndex();
  if (w.isError && !w.data)
    return (
      <Page title={t('titles.wallet')}>
        <ErrorState message={w.error.message} onRetry={() => void w.refetch()} retrying={w.isFetching} />
      </Page>
    );
  if (!w.data)
    return (
      <Page title={t('titles.wallet')}>
        <Loading />
      </Page>
    );
  const d = w.data;
  return (
    <Page title={t('titles.wallet')}>
      <section className="wallet-hero" aria-label={t('home.balance')}>
        <p className="wallet-hero-label">{t('home.available')}</p>
        <p className="wallet-hero-amount" data-testid="wallet-available">
          ¥{formatFen(d.availableFen)}
        </p>
        <div className="wallet-hero-row">
          <div>
            {t('home.frozen')}
            <strong data-testid="wallet-frozen">¥{formatFen(d.frozenFen)}</strong>
          </div>
          <div>
            {t('home.income')}
            <strong>¥{formatFen(d.totalIncomeFen)}</strong>
          </div>
          <div>
            {t('home.withdrawn')}
            <strong>¥{formatFen(d.withdrawnFen)}</strong>
          </div>
        </div>
      </section>
      {d.frozenFen > 0 && (
        <p className="muted" data-testid="wallet-frozen-tip">
          {t('home.frozenTip')}
        </p>
      )}
      <ListGroup label={t('titles.wallet')}>
        <ListRow to={paths.withdraw} testId="wallet-withdraw" title={t('home.withdraw')} />
        <ListRow to={paths.billingDetails} testId="wallet-bills" title={t('titles.billingDetails')} />
        <ListRow to={paths.frozenList} testId="wallet-frozen-list" title={t('titles.frozenList')} />
        <ListRow to={paths.frozenBills} testId="wallet-frozen-bills" title={t('titles.frozenBills')} />
        <ListRow to={paths.walletBindWechat} testId="wallet-bind" title={t('titles.bindWechat')} value={d.binding ? d.binding.nickname : t('bind.none')} valueTestId="wallet-bind-state" />
        <ListRow to={paths.spokesperson} testId="wallet-spokesperson" title={t('titles.spokesperson')} value={d.spokesperson ? t('spokesperson.isOne') : ''} />
        <ListRow to={paths.goldenKeys} testId="wallet-keys" title={t('titles.goldenKeys')} />
      </ListGroup>
      {!d.hasTxPwd && (
        <p className="muted">
          {t('home.noTxPwd')} <Link to={paths.txPassword}>{t('txPwd.set')}</Link>
        </p>
      )}
    </Page>
  );
}
