import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ZCheckCodeBody, type RegionCode } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { CodeButton } from '../../../features/account/components/CodeButton';
import { PhoneField } from '../../../features/account/components/PhoneField';
import { useCheckResetCode } from '../../../features/security/api/password-hooks';
import type { ResetTicket } from '../../../features/security/form';
import '../../../features/security/components/security.css';

/** Forgotten password, step 1: the registered phone and its SMS code (checked, not spent, before step 2). */
export default function ForgetPasswordRoute() {
  const { t } = useTranslation(['security', 'account']);
  const navigate = useNavigate();
  const check = useCheckResetCode();
  const [regionCode, setRegion] = useState<RegionCode>('+86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = { phone, regionCode, code, purpose: 'resetPwd' };

  const phoneInvalid = () => {
    const errs = validate(ZCheckCodeBody, { ...body, code: 'abcd' }, currentLang(), 'account.checkVerificationCode');
    setErrors(errs.phone ? { phone: errs.phone } : {});
    return Boolean(errs.phone);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZCheckCodeBody, body, currentLang(), 'account.checkVerificationCode');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    check.mutate(
      { phone, regionCode, code },
      {
        onSuccess: () => navigate(paths.setNewPassword, { state: { phone, regionCode, code } satisfies ResetTicket }),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  };

  return (
    <Page title={t('titles.forgetPassword')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="intro">{t('forget.intro')}</p>
        <PhoneField phone={phone} regionCode={regionCode} onPhone={setPhone} onRegion={setRegion} error={errors.phone} />
        <Field
          label={t('account:code')}
          name="code"
          maxLength={4}
          placeholder={t('code.placeholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          error={errors.code}
          suffix={<CodeButton phone={phone} regionCode={regionCode} purpose="resetPwd" onInvalidPhone={phoneInvalid} />}
        />
        <Button type="submit" disabled={check.isPending} data-testid="forget-next">
          {t('forget.next')}
        </Button>
      </form>
    </Page>
  );
}
