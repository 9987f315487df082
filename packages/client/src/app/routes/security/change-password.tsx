import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ZModifyLoginPasswordBody, ZSetLoginPasswordBody } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { checkSecurityForm } from '../../../features/security/form';
import { useHasLoginPassword, useModifyLoginPassword, useSetLoginPassword } from '../../../features/security/api/password-hooks';
import '../../../features/security/components/security.css';

/** Login password: set the first one, or change it with the old one (other sessions then end). */
export default function ChangePasswordRoute() {
  const { t } = useTranslation(['security', 'common']);
  const navigate = useNavigate();
  const has = useHasLoginPassword();
  const setPwd = useSetLoginPassword();
  const modify = useModifyLoginPassword();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!has.data)
    return (
      <Page title={t('titles.changePassword')}>
        <Loading />
      </Page>
    );
  const isSet = has.data.hasPassword;

  const done = (msg: string) => {
    toast.info(msg);
    navigate(paths.passwordHome, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const confirm = { field: 'confirmPassword', value: password, confirmation: confirmPassword };
    const onError = (err: unknown) => setErrors(serverFieldErrors(err));
    if (isSet) {
      const body = { oldPassword, newPassword: password, confirmPassword };
      const errs = checkSecurityForm(ZModifyLoginPasswordBody, body, confirm);
      setErrors(errs);
      if (!Object.keys(errs).length) modify.mutate(body, { onSuccess: () => done(t('password.modified')), onError });
    } else {
      const body = { password, confirmPassword };
      const errs = checkSecurityForm(ZSetLoginPasswordBody, body, confirm);
      setErrors(errs);
      if (!Object.keys(errs).length) setPwd.mutate(body, { onSuccess: () => done(t('password.saved')), onError });
    }
  };
  const newField = isSet ? 'newPassword' : 'password';
  const pending = setPwd.isPending || modify.isPending;

  return (
    <Page title={t('titles.changePassword')}>
      <form className="form" onSubmit={submit} noValidate>
        {!isSet && <p className="intro">{t('password.setIntro')}</p>}
        {isSet && (
          <Field
            label={t('password.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
            error={errors.oldPassword}
          />
        )}
        <Field
          label={isSet ? t('password.newPassword') : t('password.password')}
          name={newField}
          type="password"
          autoComplete="new-password"
          placeholder={t('password.rulePlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors[newField]}
        />
        <Field
          label={t('password.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder={t('password.confirmPlaceholder')}
          value={confirmPassword}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" disabled={pending} data-testid="password-submit">
          {isSet ? t('password.submitModify') : t('password.submitSet')}
        </Button>
        {isSet && (
          <p className="center">
            <Link to={paths.forgetPassword}>{t('password.forgotLink')}</Link>
          </p>
        )}
      </form>
    </Page>
  );
}
