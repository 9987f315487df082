import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { LoadMore } from '../../../components/ui/LoadMore';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { formatFen } from '../../../lib/money';
import { readYuan } from '../../../lib/yuan-input';
import { useCashOut, useWithdraw, useWithdrawInfo, useWithdrawRecords } from '../../../features/wallet/api';
import { TxPwdSheet } from '../../../features/wallet/components/TxPwdSheet';
import '../../../features/wallet/wallet.css';
import { formatDateTime } from '../../../lib/datetime';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** /cpl/withdraw (also the spokesperson's cash-out with ?as=spokesperson): amount, limits, password, records. */
export default function WithdrawRoute() {
  const { t } = useTranslation('wallet');
  const asSpokesperson = new URLSearchParams(window.location.search).get('as') === 'spokesperson';
  const info = useWithdrawInfo();
  const records = useWithdrawRecords();
  const withdraw = useWithdraw();
  const cashOut = useCashOut();
  const send = asSpokesperson ? cashOut : withdraw;
  const [amount, setAmount] = useState('');
  const [sheet, setSheet] = useState(false);
  if (!info.data)
    return (
      <Page title={t('titles.withdraw')} backTo={paths.wallet}>
        <Loading />
      </Page>
    );
  const d = info.data;
  const leftToday = Math.max(0, d.dailyMaxFen - d.todayFen);
  // The contract's one money rule reads the amount, so it is refused in the words of every other amount: "提现金额最多两位
  // 小数", and "提现金额须在1至20000元之间" under the minimum (the range names the single minimum and the daily maximum).
  // What only this screen knows (the balance, today's remaining allowance) is checked after it.
  const read = amount === '' ? null : readYuan(amount, { minFen: d.minFen, maxFen: d.dailyMaxFen }, 'amountFen', asSpokesperson ? 'wallet.spokespersonCashOut' : 'wallet.withdraw');
  const fen = read?.fen ?? null;
  const amountError =
    read === null
      ? null
      : read.fen === undefined
        ? read.error
        : read.fen > d.availableFen
          ? t('withdraw.overBalance')
          : read.fen > leftToday
            ? t('withdraw.overDaily', { left: formatFen(leftToday) })
            : null;
  const list = rowsOf(records.data);

  return (
    <Page title={asSpokesperson ? t('spokesperson.cashOut') : t('titles.withdraw')} backTo={paths.wallet}>
      {d.binding ? (
        <p data-testid="withdraw-to">{t('withdraw.to', { name: d.binding.nickname })}</p>
      ) : (
        <p className="panel" data-testid="withdraw-unbound">
          {t('withdraw.unbound')} <Link to={paths.walletBindWechat}>{t('bind.action')}</Link>
        </p>
      )}
      <label className="wallet-label" htmlFor="withdraw-amount">
        {t('withdraw.amount')}
      </label>
      <input
        id="withdraw-amount"
        className="wallet-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-invalid={Boolean(amountError)}
        aria-describedby={amountError ? 'withdraw-error withdraw-hint' : 'withdraw-hint'}
        data-testid="withdraw-amount"
      />
      {amountError && (
        <p className="field-msg" id="withdraw-error" role="alert" data-testid="withdraw-error">
          {amountError}
        </p>
      )}
      <p className="muted" id="withdraw-hint" data-testid="withdraw-limits">
        {t('withdraw.available', { amount: formatFen(d.availableFen) })}{' '}
        <button type="button" className="link-btn" onClick={() => setAmount(formatFen(Math.min(d.availableFen, leftToday)))} data-testid="withdraw-all">
          {t('withdraw.all')}
        </button>
        <br />
        {t('withdraw.limits', { min: formatFen(d.minFen), max: formatFen(d.dailyMaxFen), count: d.dailyCount })}
        <br />
        {t('withdraw.today', { amount: formatFen(d.todayFen), count: d.todayCount })}
      </p>
      <Button disabled={!d.binding || fen === null || Boolean(amountError) || send.isPending} onClick={() => setSheet(true)} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </Button>
      <TxPwdSheet
        open={sheet}
        what={t('withdraw.confirm', { amount: fen === null ? '' : formatFen(fen) })}
        amountFen={fen ?? undefined}
        hasTxPwd={d.hasTxPwd}
        busy={send.isPending}
        error={send.error}
        onClose={() => setSheet(false)}
        onSubmit={(txPwd) =>
          send.mutate(
            { amountFen: fen!, txPwd },
            {
              onSuccess: (w) => {
                setSheet(false);
                setAmount('');
                toast.info(w.state === 'failed' ? t('withdraw.failed') : t('withdraw.sent'));
              },
            },
          )
        }
      />
      <h2 className="section-title">{t('withdraw.records')}</h2>
      {list.length ? (
        <ul className="wallet-list" data-testid="withdraw-records">
          {list.map((r) => (
            <li key={r.id} data-testid="withdraw-record">
              <div>
                <p>¥{formatFen(r.amountFen)}</p>
                <p className="muted">{formatDateTime(r.createdAt)}</p>
              </div>
              <p className={r.state === 'failed' ? 'wallet-out' : r.state === 'succeeded' ? 'wallet-in' : 'muted'} data-testid="withdraw-record-state">
                {t(`withdraw.state.${r.state}`)}
                {r.failReason ? `（${r.failReason}）` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('withdraw.noRecords')} hint={t('withdraw.noRecordsHint')} testId="withdraw-records-empty" />
      )}
      <LoadMore hasMore={Boolean(records.hasNextPage)} loading={records.isFetchingNextPage} onMore={() => void records.fetchNextPage()} />
    </Page>
  );
}
