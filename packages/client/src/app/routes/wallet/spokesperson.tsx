import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { ListGroup, ListRow } from '../../../components/ui/ListRow';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { formatFen } from '../../../lib/money';
import { useBindSpokesperson, useSpokesperson, useWalletIndex } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';

/**
 * /stc/Spokesperson: the commission on what referred users buy, the share link, becoming one, cashing out.
 * Sharing itself earns nothing: WeChat's external-link rules ban share rewards, and the page says so.
 */
export default function SpokespersonRoute() {
  const { t } = useTranslation(['wallet', 'common']);
  const info = useSpokesperson();
  const wallet = useWalletIndex();
  const bind = useBindSpokesperson();
  const [name, setName] = useState('');
  if (!info.data || !wallet.data)
    return (
      <Page title={t('titles.spokesperson')} backTo={paths.wallet}>
        <Loading />
      </Page>
    );
  const d = info.data;
  return (
    <Page title={t('titles.spokesperson')} backTo={paths.wallet}>
      <section className="panel">
        <p>{t('spokesperson.intro', { percent: LIMITS.money.spokespersonPercent, days: LIMITS.money.incomeHoldDays })}</p>
        <p className="muted" data-testid="spokesperson-no-share-reward">
          {t('spokesperson.noShareReward')}
        </p>
      </section>
      <ul className="wallet-list">
        <li>
          <p>{t('spokesperson.referred')}</p>
          <p data-testid="spokesperson-referred">{d.referredCount}</p>
        </li>
        <li>
          <p>{t('spokesperson.commission')}</p>
          <p>¥{formatFen(d.commissionFen)}</p>
        </li>
        <li>
          <p>{t('spokesperson.frozen')}</p>
          <p>¥{formatFen(d.frozenCommissionFen)}</p>
        </li>
      </ul>
      <ListGroup>
        <ListRow to={paths.spokesman} testId="spokesperson-list" title={t('titles.spokesman')} />
        <ListRow to={paths.referralRules} testId="spokesperson-rules" title={t('common:referral.rulesLink')} />
      </ListGroup>
      <h2 className="section-title">{t('spokesperson.shareLink')}</h2>
      <p className="wallet-share" data-testid="spokesperson-share">
        {d.shareUrl}
      </p>
      <Button variant="ghost" onClick={() => void navigator.clipboard?.writeText(d.shareUrl).then(() => toast.info(t('spokesperson.copied')))}>
        {t('spokesperson.copy')}
      </Button>
      {d.bound ? (
        <>
          <p data-testid="spokesperson-bound">{t('spokesperson.boundAs', { name: d.realName })}</p>
          <Link className="btn btn-primary" to={`${paths.withdraw}?as=spokesperson`} data-testid="spokesperson-cashout">
            {t('spokesperson.cashOut')}
          </Link>
        </>
      ) : !wallet.data.binding ? (
        <p className="panel">
          {t('spokesperson.needWechat')} <Link to={paths.walletBindWechat}>{t('bind.action')}</Link>
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            bind.mutate(name, { onSuccess: () => toast.info(t('spokesperson.done')) });
          }}
        >
          <Field
            label={t('spokesperson.realName')}
            name="realName"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={LIMITS.money.spokespersonNameMax}
            data-testid="spokesperson-name"
          />
          <Button type="submit" disabled={bind.isPending} data-testid="spokesperson-bind">
            {t('spokesperson.become')}
          </Button>
        </form>
      )}
    </Page>
  );
}
