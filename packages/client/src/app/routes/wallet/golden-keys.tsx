import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, type TFoundUser } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Sheet } from '../../../components/ui/Sheet';
import { Tabs } from '../../../components/ui/Tabs';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { useExchangeVip, useGoldenKeys, useKeyRecords, useTransferKeys, useWalletIndex } from '../../../features/wallet/api';
import { TxPwdSheet } from '../../../features/wallet/components/TxPwdSheet';
import { UserPicker } from '../../../features/wallet/components/UserPicker';
import '../../../features/wallet/wallet.css';
import { formatDate, formatDateTime } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Stepper } from '../../../components/ui/Stepper';

/** /key/goldenKeys: the count, what keys do (unlock, VIP time), giving them to someone, and the records. */
export default function GoldenKeysRoute() {
  const { t } = useTranslation('wallet');
  const keys = useGoldenKeys();
  const wallet = useWalletIndex();
  const exchange = useExchangeVip();
  const transfer = useTransferKeys();
  const [times, setTimes] = useState(1);
  const [confirmExchange, setConfirmExchange] = useState(false);
  const [to, setTo] = useState<TFoundUser | null>(null);
  const [count, setCount] = useState(1);
  const [pwdSheet, setPwdSheet] = useState(false);
  const [tab, setTab] = useState<'gain' | 'use'>('gain');
  const records = useKeyRecords(tab);
  if (!keys.data || !wallet.data)
    return (
      <Page title={t('titles.goldenKeys')}>
        <Loading />
      </Page>
    );
  const k = keys.data;
  const cost = times * k.exchangeKeys;
  const rows = rowsOf(records.data);
  const stepper = (value: number, set: (n: number) => void, max: number, id: string) => (
    <div className="wallet-stepper">
      <Stepper value={value} max={max} onChange={set} lessLabel={t('keys.less')} moreLabel={t('keys.more')} testIds={{ less: `${id}-less`, value: `${id}-value`, more: `${id}-more` }} />
    </div>
  );

  return (
    <Page title={t('titles.goldenKeys')}>
      <section className="wallet-hero">
        <p className="wallet-hero-label">{t('keys.count')}</p>
        <p className="wallet-hero-amount" data-testid="keys-count">
          {k.count}
        </p>
        <p className="wallet-hero-label">
          {t('keys.unlockCost', { count: k.unlockCost })}{' '}
          <Link to={paths.home} style={{ color: '#fff' }}>
            {t('keys.toModules')}
          </Link>
        </p>
      </section>

      <section className="panel">
        <h2 className="section-title">{t('keys.exchangeTitle')}</h2>
        <p className="muted">{t('keys.exchangeRate', { keys: k.exchangeKeys, days: k.exchangeVipDays })}</p>
        {stepper(times, setTimes, LIMITS.money.exchangeTimesMax, 'exchange')}
        <Button disabled={cost > k.count || exchange.isPending} onClick={() => setConfirmExchange(true)} data-testid="exchange-open">
          {t('keys.exchange', { keys: cost, days: times * k.exchangeVipDays })}
        </Button>
        {cost > k.count && (
          <p className="muted" data-testid="exchange-short">
            {t('keys.short')}
          </p>
        )}
      </section>
      <Sheet open={confirmExchange} title={t('keys.exchangeTitle')} onClose={() => setConfirmExchange(false)} testId="exchange-sheet">
        <p>{t('keys.exchangeConfirm', { keys: cost, days: times * k.exchangeVipDays })}</p>
        <Button
          disabled={exchange.isPending}
          data-testid="exchange-confirm"
          onClick={() =>
            exchange.mutate(times, {
              onSuccess: (r) => {
                setConfirmExchange(false);
                setTimes(1);
                toast.info(t('keys.exchanged', { date: formatDate(r.vipExpiresAt) }));
              },
            })
          }
        >
          {t('keys.confirm')}
        </Button>
      </Sheet>

      <section className="panel">
        <h2 className="section-title">{t('keys.transferTitle')}</h2>
        {to ? (
          <>
            <p data-testid="transfer-to">
              {t('keys.transferTo', { name: to.name, phone: to.phoneMasked })}{' '}
              <button type="button" className="link-btn" onClick={() => setTo(null)}>
                {t('keys.change')}
              </button>
            </p>
            {stepper(count, setCount, Math.max(1, Math.min(k.count, LIMITS.money.transferKeysMax)), 'transfer')}
            <Button disabled={count > k.count || transfer.isPending} onClick={() => setPwdSheet(true)} data-testid="transfer-open">
              {t('keys.transfer', { count })}
            </Button>
          </>
        ) : (
          <UserPicker
            onPick={(u) => {
              setTo(u);
              setCount(1);
            }}
          />
        )}
      </section>
      <TxPwdSheet
        open={pwdSheet}
        what={to ? t('keys.transferConfirm', { count, name: to.name }) : ''}
        hasTxPwd={wallet.data.hasTxPwd}
        busy={transfer.isPending}
        error={transfer.error}
        onClose={() => setPwdSheet(false)}
        onSubmit={(txPwd) =>
          to &&
          transfer.mutate(
            { toPhoneIdEcr: to.phoneIdEcr, count, txPwd },
            {
              onSuccess: () => {
                setPwdSheet(false);
                setTo(null);
                toast.info(t('keys.transferred'));
              },
            },
          )
        }
      />

      <Tabs
        variant="chips"
        label={t('keys.records')}
        value={tab}
        onChange={setTab}
        options={(['gain', 'use'] as const).map((s) => ({ value: s, label: t(`keys.tab.${s}`), testId: `keys-tab-${s}` }))}
      />
      {rows.length ? (
        <ul className="wallet-list" data-testid="keys-records">
          {rows.map((r) => (
            <li key={r.id}>
              <div>
                <p>{r.title}</p>
                <p className="muted">{formatDateTime(r.createdAt)}</p>
              </div>
              <p className={r.delta > 0 ? 'wallet-in' : 'wallet-out'}>{r.delta > 0 ? `+${r.delta}` : r.delta}</p>
            </li>
          ))}
        </ul>
      ) : records.data ? (
        <EmptyState icon={ReceiptText} title={t('keys.noRecords')} hint={t('keys.noRecordsHint')} />
      ) : (
        <Loading />
      )}
      <LoadMore hasMore={Boolean(records.hasNextPage)} loading={records.isFetchingNextPage} onMore={() => void records.fetchNextPage()} />
    </Page>
  );
}
