import { CodeButton } from '../../../components/ui/CodeButton';
import { useTranslation } from '../../../lib/i18n';
import { sendShareBackCode } from '../api-shareback';

/**
 * "获取验证码" beside a share-back visitor's mobile (issue 34): the platform's code call with purpose shareBack, so the
 * sign-up budgets, the resend wait and the voice offer apply. Where the code went is said beside the field (`onSent`).
 */
export function ShareBackCodeButton({ phone, onSent, testId }: { phone: string; onSent: (sentTo: string) => void; testId: string }) {
  const { t } = useTranslation('networkShareBack');
  const labels = { getCode: t('getCode'), resendIn: (s: number) => t('resendIn', { s }), voice: t('voice') };
  return <CodeButton phone={phone} send={sendShareBackCode} labels={labels} onSent={onSent} testId={testId} />;
}
