import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useWithdrawShareBackByCode } from '../../../../features/network/api-shareback';
import { ShareBackCodeButton } from '../../../../features/network/components/share-back-code-button';

/** Withdrawing what this mobile left on the card, proved by a new SMS code (issue 34): for a visitor without the link. */
export function WithdrawByCode({ phoneIdEcr, onCancel, back }: { phoneIdEcr: string; onCancel: () => void; back: ReactNode }) {
  const { t } = useTranslation('networkShareBack');
  const withdraw = useWithdrawShareBackByCode();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const err = (f: string) => (withdraw.error instanceof ApiError ? withdraw.error.fieldErrors.find((x) => x.field === f)?.message : undefined);
  if (withdraw.data)
    return (
      <div className="result" role="status" data-testid="share-back-withdrawn">
        <p>{t('withdraw.done')}</p>
        {back}
      </div>
    );
  return (
    <form
      className="form"
      noValidate
      data-testid="share-back-withdraw-form"
      onSubmit={(e) => {
        e.preventDefault();
        withdraw.mutate({ phoneIdEcr, mobile, code });
      }}
    >
      <p className="muted">{t('withdraw.intro')}</p>
      <Field label={t('mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} error={err('mobile')} />
      <Field
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(e) => setCode(e.target.value.trim())}
        error={err('code')}
        suffix={<ShareBackCodeButton phone={mobile} onSent={setSentTo} testId="share-back-withdraw-get-code" />}
      />
      <p className="muted" role="status">
        {sentTo ? t('sent', { to: sentTo }) : ''}
      </p>
      {withdraw.error && !err('mobile') && !err('code') && (
        <p className="field-msg" role="alert">
          {withdraw.error.message}
        </p>
      )}
      <Button type="submit" disabled={withdraw.isPending} data-testid="share-back-withdraw-submit">
        {t('withdraw.submit')}
      </Button>
      <button type="button" className="link-btn" onClick={onCancel}>
        {t('withdraw.cancel')}
      </button>
    </form>
  );
}
