import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZRegisterBody, type RegionCode } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useRegister } from '../../../features/account/api';
import { AgreementCheck, agreementStore } from '../../../features/account/components/AgreementCheck';
import { CodeButton } from '../../../features/account/components/CodeButton';
import { PhoneField } from '../../../features/account/components/PhoneField';

export default function RegisterRoute() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const register = useRegister();
  const [regionCode, setRegion] = useState<RegionCode>('+86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [refereePhone, setReferee] = useState('');
  const [agree, setAgree] = useState(agreementStore.get());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = { phone, regionCode, code, password, agree, refereePhone };

  const phoneInvalid = () => {
    const errs = validate(ZRegisterBody, { ...body, code: 'abcd', password: 'abc123' }, currentLang());
    setErrors(errs.phone ? { phone: errs.phone } : {});
    return Boolean(errs.phone);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agree) { toast.error(t('mustAgree')); return; }
    const errs = validate(ZRegisterBody, body, currentLang());
    setErrors(errs);
    if (Object.keys(errs).length) return;
    register.mutate(body, {
      onSuccess: () => navigate(paths.registerSuccess, { replace: true }),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('common:titles.register')}>
      <form className="form" onSubmit={submit} noValidate>
        <PhoneField phone={phone} regionCode={regionCode} onPhone={setPhone} onRegion={setRegion} error={errors.phone} />
        <Field label={t('code')} name="code" inputMode="numeric" maxLength={4} placeholder={t('codePlaceholder')} value={code} onChange={(e) => setCode(e.target.value.trim())} error={errors.code}
          suffix={<CodeButton phone={phone} regionCode={regionCode} purpose="register" onInvalidPhone={phoneInvalid} />} />
        <Field label={t('password')} name="password" type="password" autoComplete="new-password" placeholder={t('passwordPlaceholder')} value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <AgreementCheck checked={agree} onChange={setAgree} />
        <Button type="submit" disabled={register.isPending} data-testid="register-submit">{register.isPending ? t('registering') : t('register')}</Button>
        <p className="center"><Link to={paths.login}>{t('haveAccount')}</Link></p>
      </form>
    </Page>
  );
}
