import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { ZResetLoginPasswordBody } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { tokenStore } from '../../../lib/token';
import { checkSecurityForm, type ResetTicket } from '../../../features/security/form';
import { useResetLoginPassword } from '../../../features/security/api/password-hooks';
import '../../../features/security/components/security.css';

/** Forgotten password, step 2: the new password. The reset ends every session, so the user logs in again. */
export default function SetNewPasswordRoute() {
  const { t } = useTranslation(['security', 'common']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const ticket = useLocation().state as ResetTicket | null;
  const reset = useResetLoginPassword();
  const [newPassword, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The code travels in navigation state only (never the URL); without it, start again.
  if (!ticket?.code) return <Navigate to={paths.forgetPassword} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...ticket, newPassword, confirmPassword };
    const errs = checkSecurityForm(ZResetLoginPasswordBody, body, { field: 'confirmPassword', value: newPassword, confirmation: confirmPassword });
    setErrors(errs);
    if (Object.keys(errs).length) return;
    reset.mutate(body, {
      onSuccess: () => {
        tokenStore.clear();
        qc.clear();
        toast.info(t('forget.done'));
        navigate(paths.login, { replace: true });
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('titles.setNewPassword')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="intro">{t('forget.setIntro', { phone: `${ticket.regionCode} ${ticket.phone}` })}</p>
        <Field
          label={t('password.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          placeholder={t('password.rulePlaceholder')}
          value={newPassword}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.newPassword}
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
        {errors.code && <p className="field-msg">{errors.code}</p>}
        <Button type="submit" disabled={reset.isPending} data-testid="reset-submit">
          {t('forget.submit')}
        </Button>
      </form>
    </Page>
  );
}
