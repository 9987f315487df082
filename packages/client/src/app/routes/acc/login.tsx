import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ZLoginBody, type RegionCode } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { Tabs } from '../../../components/ui/Tabs';
import { paths } from '../../../config/paths';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { tokenStore } from '../../../lib/token';
import { safeReturnPath, withReturn } from '../../../lib/return-path';
import { useLogin } from '../../../features/account/api';
import { WxLoginButton } from './wx-login-button';
import { AgreementCheck, useAgreement } from '../../../features/account/components/AgreementCheck';
import { CodeButton } from '../../../features/account/components/CodeButton';
import { PhoneField } from '../../../features/account/components/PhoneField';

/**
 * A signed-in user never sees the login form: the login screen stays in history after signing in or registering
 * (home → 去登录 → 注册 → card editor), and the back arrow from there must lead into the app, not to a form.
 */
export default function LoginRoute() {
  const [params] = useSearchParams();
  if (tokenStore.get()) return <Navigate to={safeReturnPath(params.get('redirect')) ?? paths.home} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const { t } = useTranslation(['account', 'common', 'security']);
  const navigate = useNavigate();
  // Where the user started (收藏, 交换名片, a page that needs an account): only an app path, never another site.
  const returnTo = safeReturnPath(useSearchParams()[0].get('redirect'));
  const login = useLogin();
  const [loginType, setLoginType] = useState<'password' | 'code'>('password');
  const [regionCode, setRegion] = useState<RegionCode>('+86');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agree, setAgree] = useAgreement();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Password login locked by wrong guesses (anyone's, maybe): SMS-code login still works, so the screen goes there.
  const [passwordLocked, setPasswordLocked] = useState(false);

  const body = { phone, regionCode, loginType, agree, ...(loginType === 'password' ? { password } : { code }) };
  const phoneInvalid = () => {
    const errs = validate(ZLoginBody, { ...body, password: 'x', code: 'x' }, currentLang(), 'account.userLogin');
    if (errs.phone) setErrors({ phone: errs.phone });
    return Boolean(errs.phone);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agree) {
      toast.error(t('mustAgree'));
      return;
    }
    const errs = validate(ZLoginBody, body, currentLang(), 'account.userLogin');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    login.mutate(body, {
      onSuccess: () => navigate(returnTo ?? paths.home, { replace: true }),
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        if (err instanceof ApiError && err.code === 'LOGIN_PASSWORD_LOCKED') {
          setPasswordLocked(true);
          setLoginType('code');
        }
      },
    });
  };

  return (
    <Page title={t('common:titles.login')}>
      <Tabs
        options={[
          { value: 'password', label: t('loginByPassword') },
          { value: 'code', label: t('loginByCode') },
        ]}
        value={loginType}
        onChange={setLoginType}
        label={t('common:titles.login')}
      />
      <form className="form" onSubmit={submit} noValidate>
        {passwordLocked && loginType === 'code' && (
          <p className="field-msg" role="alert" data-testid="password-locked">
            {t('passwordLocked')}
          </p>
        )}
        <PhoneField phone={phone} regionCode={regionCode} onPhone={setPhone} onRegion={setRegion} error={errors.phone} />
        {loginType === 'password' ? (
          <Field
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
        ) : (
          <Field
            label={t('code')}
            name="code"
            inputMode="numeric"
            maxLength={4}
            placeholder={t('codePlaceholder')}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={errors.code}
            suffix={<CodeButton phone={phone} regionCode={regionCode} purpose="login" onInvalidPhone={phoneInvalid} />}
          />
        )}
        <AgreementCheck checked={agree} onChange={setAgree} />
        <Button type="submit" disabled={login.isPending} data-testid="login-submit">
          {login.isPending ? t('loggingIn') : t('login')}
        </Button>
        <p className="center login-links">
          <Link to={withReturn(paths.register, returnTo)} data-testid="login-to-register">
            {t('noAccount')}
          </Link>
          <span aria-hidden> · </span>
          <Link to={paths.forgetPassword} data-testid="forgot-password">
            {t('security:login.forgotPassword')}
          </Link>
        </p>
      </form>
      <WxLoginButton returnTo={returnTo ?? paths.home} />
    </Page>
  );
}
