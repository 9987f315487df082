import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ZBackTxPwdBody, type IdDocumentType } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useUserInfo } from '../../../features/account/api';
import { checkSecurityForm } from '../../../features/security/form';
import { IdTypePicker } from '../../../features/security/components/IdTypePicker';
import { PinBoxes } from '../../../components/ui/PinBoxes';
import { safeReturnPath } from '../../../lib/return-path';
import { SendCodeButton } from '../../../features/security/components/SendCodeButton';
import { sendOwnPhoneCode, useBackTxPwd, useTxPwdInfo } from '../../../features/security/api/password-hooks';

/** Retrieve the transaction password: the ID recorded when it was set, an SMS code to the own phone, a new password. */
export default function TxPasswordRetrieveRoute() {
  const { t } = useTranslation(['security', 'common']);
  const navigate = useNavigate();
  // Opened from the payment sheet: the screen that asked, to go back to once the new password is set.
  const returnTo = safeReturnPath((useLocation().state as { returnTo?: string } | null)?.returnTo);
  const info = useTxPwdInfo();
  const me = useUserInfo();
  const back = useBackTxPwd();
  const [idType, setIdType] = useState<IdDocumentType>('mainland');
  const [idNumber, setIdNumber] = useState('');
  const [code, setCode] = useState('');
  const [newTxPwd, setNew] = useState('');
  const [confirmTxPwd, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const recordedType = info.data?.idType;
  useEffect(() => {
    if (recordedType) setIdType(recordedType);
  }, [recordedType]);
  if (!info.data)
    return (
      <Page title={t('titles.txPasswordRetrieve')}>
        <Loading />
      </Page>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { idType, idNumber, code, newTxPwd, confirmTxPwd };
    const errs = checkSecurityForm(ZBackTxPwdBody, body, { field: 'confirmTxPwd', value: newTxPwd, confirmation: confirmTxPwd });
    setErrors(errs);
    if (Object.keys(errs).length) return;
    back.mutate(body, {
      onSuccess: () => navigate(paths.txPasswordSuccess, { replace: true, state: { txPasswordSet: true, returnTo } }),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('titles.txPasswordRetrieve')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="intro">{t('tx.retrieveIntro', { phone: me.data?.phoneMasked ?? '' })}</p>
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
        <Field
          label={t('tx.code')}
          name="code"
          maxLength={4}
          placeholder={t('code.placeholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          error={errors.code}
          suffix={<SendCodeButton send={sendOwnPhoneCode} />}
        />
        <PinBoxes name="newTxPwd" label={t('tx.newTxPwd')} value={newTxPwd} onChange={setNew} error={errors.newTxPwd} />
        <PinBoxes name="confirmTxPwd" label={t('tx.confirmTxPwd')} value={confirmTxPwd} onChange={setConfirm} error={errors.confirmTxPwd} />
        <Button type="submit" disabled={back.isPending} data-testid="tx-retrieve-submit">
          {t('tx.submitRetrieve')}
        </Button>
      </form>
    </Page>
  );
}
