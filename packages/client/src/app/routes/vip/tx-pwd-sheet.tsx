import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Sheet } from '../../../components/ui/Sheet';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { PinBoxes } from '../../../features/security/components/PinBoxes';

interface Props {
  open: boolean;
  amountText: string;
  /** false: no transaction password yet, the sheet leads to setting one instead of asking. */
  hasTxPwd: boolean;
  busy: boolean;
  /** The catalogue message of the last refusal (wrong password, locked, insufficient balance). */
  error?: string;
  onSubmit: (txPwd: string) => void;
  onClose: () => void;
}

/**
 * Paying from the wallet asks the 6-digit transaction password in a sheet over the pay screen. The password is
 * sent as soon as the sixth digit is typed (and by the button), and cleared after a refusal so the next try
 * starts empty.
 */
export function TxPwdSheet({ open, amountText, hasTxPwd, busy, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation(['vip', 'common']);
  const [pwd, setPwd] = useState('');
  useEffect(() => { if (error || !open) setPwd(''); }, [error, open]);
  const send = (v: string) => { if (v.length === 6 && !busy) onSubmit(v); };
  return (
    <Sheet open={open} title={t('pay.txPwdTitle')} onClose={onClose} testId="txpwd-sheet">
      <p className="vip-amount"><strong>{amountText}</strong></p>
      {hasTxPwd ? (
        <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); send(pwd); }}>
          <PinBoxes name="txPwd" label={t('pay.txPwdLabel')} value={pwd} autoFocus error={error}
            onChange={(v) => { setPwd(v); send(v); }} />
          <Button type="submit" disabled={busy || pwd.length !== 6} data-testid="txpwd-submit">{busy ? t('pay.paying') : t('confirm')}</Button>
        </form>
      ) : (
        <div data-testid="txpwd-none">
          <p>{t('pay.txPwdNone')}</p>
          <Link className="btn btn-primary" to={paths.txPassword} data-testid="txpwd-set">{t('pay.setTxPwd')}</Link>
        </div>
      )}
    </Sheet>
  );
}
