import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { sendRegistrationCode } from '../api-registration';

/**
 * "获取验证码" beside the phone of a visitor registering without an account (issue 32): the platform's code call with
 * purpose activityRegister, so the sign-up budgets, the resend wait and the voice offer apply as they do for sign-up.
 * Where the code went is said by the form beside the code field (`onSent`), not by a toast over the form's title.
 */
export function RegistrationCodeButton({ phone, onSent }: { phone: string; onSent: (sentTo: string) => void }) {
  const { t } = useTranslation('activityRegistration');
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  const request = useMutation({ mutationFn: (channel: 'sms' | 'voice') => sendRegistrationCode(phone, channel) });
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const go = (channel: 'sms' | 'voice') => request.mutate(channel, {
    onSuccess: (r) => { setLeft(r.resendAfterSeconds); setVoiceOffered(r.voiceOffered); onSent(r.sentTo); },
  });
  return (
    <>
      <button type="button" className="code-btn" disabled={left > 0 || request.isPending || !phone.trim()} onClick={() => go('sms')} data-testid="reg-get-code">
        {left > 0 ? t('guest.resendIn', { s: left }) : t('guest.getCode')}
      </button>
      {voiceOffered && left <= 0 && <button type="button" className="link-btn" onClick={() => go('voice')}>{t('guest.voice')}</button>}
    </>
  );
}
