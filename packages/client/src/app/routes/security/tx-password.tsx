import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, ZModifyTxPwdBody, ZSetTxPwdBody, type IdDocumentType } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/datetime';
import { checkSecurityForm } from '../../../features/security/form';
import { IdTypePicker } from '../../../features/security/components/IdTypePicker';
import { PinBoxes } from '../../../components/ui/PinBoxes';
import { useModifyTxPwd, useSetTxPwd, useTxPwdInfo } from '../../../features/security/api/password-hooks';

/** Transaction password: set the first one with an ID document, or change it with the old one (6-digit boxes). */
export default function TxPasswordRoute() {
  const { t } = useTranslation(['security', 'common']);
  const navigate = useNavigate();
  const info = useTxPwdInfo();
  const setTx = useSetTxPwd();
  const modify = useModifyTxPwd();
  const [oldTxPwd, setOld] = useState('');
  const [txPwd, setTxPwd] = useState('');
  const [confirmTxPwd, setConfirm] = useState('');
  const [idType, setIdType] = useState<IdDocumentType>('mainland');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!info.data)
    return (
      <Page title={t('titles.txPassword')}>
        <Loading />
      </Page>
    );
  const { isSet, locked, lockedUntil, failuresLeft } = info.data;

  const onError = (err: unknown) => setErrors(serverFieldErrors(err));
  // The success screen believes only this state: opened directly (a bookmark, a shared link) it claims nothing.
  const onSuccess = () => navigate(paths.txPasswordSuccess, { replace: true, state: { txPasswordSet: true } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isSet) {
      const body = { oldTxPwd, newTxPwd: txPwd, confirmTxPwd };
      const errs = checkSecurityForm(ZModifyTxPwdBody, body, { field: 'confirmTxPwd', value: txPwd, confirmation: confirmTxPwd });
      setErrors(errs);
      if (!Object.keys(errs).length) modify.mutate(body, { onSuccess, onError });
    } else {
      const body = { txPwd, confirmTxPwd, idType, idNumber };
      const errs = checkSecurityForm(ZSetTxPwdBody, body, { field: 'confirmTxPwd', value: txPwd, confirmation: confirmTxPwd });
      setErrors(errs);
      if (!Object.keys(errs).length) setTx.mutate(body, { onSuccess, onError });
    }
  };
  const newField = isSet ? 'newTxPwd' : 'txPwd';

  return (
    <Page title={t('titles.txPassword')}>
      {locked && lockedUntil && (
        <p className="notice" data-testid="tx-locked">
          {t('tx.locked', { until: formatDateTime(lockedUntil) })}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        {!isSet && <p className="intro">{t('tx.setIntro')}</p>}
        {isSet && (
          <>
            <PinBoxes name="oldTxPwd" label={t('tx.oldTxPwd')} value={oldTxPwd} onChange={setOld} error={errors.oldTxPwd} />
            {!locked && failuresLeft < LIMITS.security.txPwdMaxFailures && (
              <p className="hint" data-testid="tx-failures-left">
                {t('tx.failuresLeft', { n: failuresLeft })}
              </p>
            )}
          </>
        )}
        <PinBoxes name={newField} label={isSet ? t('tx.newTxPwd') : t('tx.txPwd')} value={txPwd} onChange={setTxPwd} error={errors[newField]} />
        <PinBoxes name="confirmTxPwd" label={t('tx.confirmTxPwd')} value={confirmTxPwd} onChange={setConfirm} error={errors.confirmTxPwd} />
        {!isSet && (
          <>
            <IdTypePicker value={idType} onChange={setIdType} error={errors.idType} />
            <Field
              label={t('tx.idNumber')}
              name="idNumber"
              autoComplete="off"
              placeholder={t('tx.idNumberPlaceholder')}
              value={idNumber}
              onChange={(e) => setIdNumber(e.target.value)}
              error={errors.idNumber}
            />
          </>
        )}
        <Button type="submit" disabled={locked || setTx.isPending || modify.isPending} data-testid="tx-submit">
          {isSet ? t('tx.submitModify') : t('tx.submitSet')}
        </Button>
        {isSet && (
          <p className="center">
            <Link to={paths.txPasswordRetrieve}>{t('tx.retrieveLink')}</Link>
          </p>
        )}
      </form>
    </Page>
  );
}
