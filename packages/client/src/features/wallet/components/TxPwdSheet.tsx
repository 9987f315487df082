import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LIMITS } from '@card/contract';
import { Sheet } from '../../../components/ui/Sheet';
import { Button } from '../../../components/ui/Button';
import { PinBoxes } from '../../../components/ui/PinBoxes';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useTranslation } from '../../../lib/i18n';
import { inlineErrors } from '../../../lib/toast';
import { useTxPwdState } from '../api';
import { beijingTime, txPwdRefusal, type TxPwdRefusal } from '../tx-pwd';
import './tx-pwd-sheet.css';

/**
 * The one sheet that asks the 6-digit transaction password before money or keys move (VIP, keys, withdrawals,
 * premium videos, the video cart, circles). It shows the amount (yuan, from fen) and what it pays for; after a miss
 * the tries left, under the lock (known on opening, not only after a try) its unlock time with the boxes disabled; and always 找回交易密码, which comes back
 * here (the retrieval screen reads `returnTo` from the history state). The password is sent on the sixth digit (and
 * by the button) and cleared after each refusal, so the next try starts empty. With no password set it leads to
 * setting one instead.
 */
export function TxPwdSheet({
  open,
  title,
  what,
  amountFen,
  hasTxPwd,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  /** The sheet's heading; the wallet's "输入交易密码" when omitted. */
  title?: string;
  /** What is being paid for or moved, in the reader's language ("VIP 年卡", "转赠 2 把金钥匙给 张三"). */
  what: string;
  /** The amount in fen; omitted where no money moves (a key transfer). */
  amountFen?: number;
  hasTxPwd: boolean;
  busy: boolean;
  /** The last refusal of the call the sheet submits (an ApiError); null or undefined when there is none. */
  error?: unknown;
  onSubmit: (txPwd: string) => void;
  onClose: () => void;
  /** Below the form: another way to pay (the cart's link to the pay screen). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('wallet');
  const location = useLocation();
  const [pwd, setPwd] = useState('');
  const n = LIMITS.security.txPasswordLength;
  useEffect(() => {
    if (error || !open) setPwd('');
  }, [error, open]);
  // Its refusals are written under the boxes; a toast above the sheet saying the same would cover the amount.
  useEffect(() => (open ? inlineErrors.claim() : undefined), [open]);
  const state = useTxPwdState(open && hasTxPwd);
  const lockedBefore: TxPwdRefusal | null = state.data?.locked && state.data.lockedUntil ? { kind: 'locked', until: state.data.lockedUntil } : null;
  const refusal = txPwdRefusal(error) ?? lockedBefore;
  const locked = refusal?.kind === 'locked';
  const message = !refusal
    ? undefined
    : refusal.kind === 'wrong'
      ? t('txPwd.wrong', { count: refusal.left })
      : refusal.kind === 'locked'
        ? t('txPwd.locked', { time: beijingTime(refusal.until, i18n.language) })
        : refusal.message;
  const send = (v: string) => {
    if (v.length === n && !busy && !locked) onSubmit(v);
  };
  return (
    <Sheet open={open} title={title ?? t('txPwd.title')} onClose={onClose} testId="txpwd-sheet">
      {amountFen !== undefined && (
        <p className="txpwd-amount">
          <span className="muted">{t('txPwd.amount')}</span>
          <strong data-testid="txpwd-amount">¥{formatFen(amountFen)}</strong>
        </p>
      )}
      <p className="txpwd-for" data-testid="txpwd-summary">
        {what}
      </p>
      {hasTxPwd ? (
        <form
          className={`form${locked ? ' txpwd-locked' : ''}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(pwd);
          }}
        >
          <PinBoxes
            name="txPwd"
            label={t('txPwd.label')}
            value={pwd}
            autoFocus={!locked}
            disabled={locked}
            error={message}
            testId="txpwd-input"
            onChange={(v) => {
              setPwd(v);
              send(v);
            }}
          />
          <Button type="submit" disabled={busy || locked || pwd.length !== n} data-testid="txpwd-confirm">
            {busy ? t('working') : t('txPwd.confirm')}
          </Button>
          <p className="txpwd-retrieve">
            <Link to={paths.txPasswordRetrieve} state={{ returnTo: location.pathname + location.search }} data-testid="txpwd-retrieve">
              {t('txPwd.retrieve')}
            </Link>
          </p>
        </form>
      ) : (
        <p data-testid="txpwd-missing">
          {t('txPwd.missing')}{' '}
          <Link to={paths.txPassword} data-testid="txpwd-set">
            {t('txPwd.set')}
          </Link>
        </p>
      )}
      {children}
    </Sheet>
  );
}
