import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Sheet } from '../../../components/ui/Sheet';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';

/**
 * The 6-digit transaction password, asked in our own sheet right before money or keys move. A number keypad on
 * phones (inputMode numeric); digits only are kept. With no password set it links to setting one instead.
 */
export function TxPwdSheet({ open, title, summary, hasTxPwd, setPwdPath, busy, onSubmit, onClose }: {
  open: boolean; title: string; summary: string; hasTxPwd: boolean; setPwdPath: string; busy: boolean;
  onSubmit: (txPwd: string) => void; onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [pwd, setPwd] = useState('');
  const n = LIMITS.security.txPasswordLength;
  const close = () => { setPwd(''); onClose(); };
  return (
    <Sheet open={open} title={title} onClose={close} testId="txpwd-sheet">
      <p data-testid="txpwd-summary">{summary}</p>
      {hasTxPwd ? (
        <form onSubmit={(e) => { e.preventDefault(); if (pwd.length === n) onSubmit(pwd); }}>
          <label className="wallet-label" htmlFor="wallet-txpwd">{t('txPwd.label')}</label>
          <input id="wallet-txpwd" className="wallet-pin" type="password" inputMode="numeric" autoComplete="off" maxLength={n}
            value={pwd} onChange={(e) => setPwd(e.target.value.replace(/\D/g, '').slice(0, n))} data-testid="txpwd-input" />
          <Button type="submit" disabled={busy || pwd.length !== n} data-testid="txpwd-confirm">{busy ? t('working') : t('txPwd.confirm')}</Button>
        </form>
      ) : (
        <p data-testid="txpwd-missing">{t('txPwd.missing')} <Link to={setPwdPath} data-testid="txpwd-set">{t('txPwd.set')}</Link></p>
      )}
    </Sheet>
  );
}
