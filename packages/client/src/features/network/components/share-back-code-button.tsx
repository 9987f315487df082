import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { sendShareBackCode } from '../api-shareback';

/**
 * "获取验证码" beside a share-back visitor's mobile (issue 34): the platform's code call with purpose shareBack, so the
 * sign-up budgets, the resend wait and the voice offer apply. Where the code went is said beside the field (`onSent`).
 */
export function ShareBackCodeButton({ phone, onSent, testId }: { phone: string; onSent: (sentTo: string) => void; testId: string }) {
  const { t } = useTranslation('networkShareBack');
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  const request = useMutation({ mutationFn: (channel: 'sms' | 'voice') => sendShareBackCode(phone, channel) });
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
      <button type="button" className="code-btn" disabled={left > 0 || request.isPending || !phone.trim()} onClick={() => go('sms')} data-testid={testId}>
        {left > 0 ? t('resendIn', { s: left }) : t('getCode')}
      </button>
      {voiceOffered && left <= 0 && <button type="button" className="link-btn" onClick={() => go('voice')}>{t('voice')}</button>}
    </>
  );
}
