import { CodeButton } from '../../../components/ui/CodeButton';
import { useTranslation } from '../../../lib/i18n';
import { sendRegistrationCode } from '../api-registration';

/**
 * "获取验证码" beside the phone of a visitor registering without an account (issue 32): the platform's code call with
 * purpose activityRegister, so the sign-up budgets, the resend wait and the voice offer apply as they do for sign-up.
 */
export function RegistrationCodeButton({ phone, onSent }: { phone: string; onSent: (sentTo: string) => void }) {
  const { t } = useTranslation('activityRegistration');
  const labels = { getCode: t('guest.getCode'), resendIn: (s: number) => t('guest.resendIn', { s }), voice: t('guest.voice') };
  return <CodeButton phone={phone} send={sendRegistrationCode} labels={labels} onSent={onSent} testId="reg-get-code" />;
}
