import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZRegisterBody, type RegionCode } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { safeReturnPath, withReturn } from '../../../lib/return-path';
import { AgreementCheck, useAgreement } from '../../../features/account/components/AgreementCheck';
import { CodeButton } from '../../../features/account/components/CodeButton';
import { PhoneField } from '../../../features/account/components/PhoneField';
import { useRegisterAccount } from '../../../features/security/api/register-hooks';
import { CaptchaField, type CaptchaAnswer } from '../../../features/security/components/CaptchaField';

/** Register: phone and SMS code, an optional password, an optional referee (typed, or carried by a shared link). */
export default function RegisterRoute() {
  const { t } = useTranslation(['account', 'common', 'security']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegisterAccount();
  const refereeIdEcr = params.get('refereeIdEcr') ?? '';
  // Where the user started before signing up (carried from the login screen): offered again once the card is named.
  const returnTo = safeReturnPath(params.get('redirect'));
  const [regionCode, setRegion] = useState<RegionCode>('+86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [refereePhone, setReferee] = useState('');
  const [agree, setAgree] = useAgreement();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The graphic captcha appears once the server asks for it; each request spends one, so a new round follows.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaAnswer>({ captchaId: '', captcha: '' });
  const body = { phone, regionCode, code, password, agree, refereePhone, refereeIdEcr };

  /** What stops a code request before it is sent: a malformed phone, or a captcha the server asked for left empty. */
  const codeBlocked = () => {
    const blocked: Record<string, string> = {};
    const phoneError = validate(ZRegisterBody, { ...body, code: 'abcd', password: '' }, currentLang(), 'account.createUser').phone;
    if (phoneError) blocked.phone = phoneError;
    if (captchaRound > 0 && !captcha.captcha) blocked.captcha = t('security:register.captchaNeeded');
    setErrors(blocked);
    return Object.keys(blocked).length > 0;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agree) {
      toast.error(t('mustAgree'));
      return;
    }
    const errs = validate(ZRegisterBody, body, currentLang(), 'account.createUser');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    register.mutate(body, {
      onSuccess: () => navigate(withReturn(paths.registerSuccess, returnTo), { replace: true }),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('common:titles.register')}>
      <form className="form" onSubmit={submit} noValidate>
        <PhoneField phone={phone} regionCode={regionCode} onPhone={setPhone} onRegion={setRegion} error={errors.phone} />
        {captchaRound > 0 && <CaptchaField round={captchaRound} value={captcha} onChange={setCaptcha} error={errors.captcha} />}
        <Field
          label={t('code')}
          name="code"
          inputMode="numeric"
          maxLength={4}
          placeholder={t('codePlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          error={errors.code}
          suffix={
            <CodeButton
              phone={phone}
              regionCode={regionCode}
              purpose="register"
              onInvalidPhone={codeBlocked}
              captcha={captchaRound > 0 ? captcha : null}
              onCaptchaNeeded={() => setCaptchaRound((n) => n + 1)}
            />
          }
        />
        <Field
          label={t('security:register.passwordOptional')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <p className="hint">{t('security:register.passwordHint')}</p>
        {refereeIdEcr ? (
          <p className="hint" data-testid="referee-from-link">
            {t('security:register.refereeFromLink')}
          </p>
        ) : (
          <Field
            label={t('security:register.referee')}
            name="refereePhone"
            inputMode="tel"
            placeholder={t('security:register.refereePlaceholder')}
            value={refereePhone}
            onChange={(e) => setReferee(e.target.value.trim())}
            error={errors.refereePhone}
          />
        )}
        {errors.refereeIdEcr && <p className="field-msg">{errors.refereeIdEcr}</p>}
        <AgreementCheck checked={agree} onChange={setAgree} />
        <Button type="submit" disabled={register.isPending} data-testid="register-submit">
          {register.isPending ? t('registering') : t('register')}
        </Button>
        <p className="center">
          <Link to={withReturn(paths.login, returnTo)}>{t('haveAccount')}</Link>
        </p>
      </form>
    </Page>
  );
}
