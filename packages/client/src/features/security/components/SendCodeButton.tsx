import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

export interface SentCode {
  sentTo: string;
  resendAfterSeconds: number;
  voiceOffered: boolean;
}

/**
 * "Get code" for the security flows, whose codes go to a phone the server resolves (the user's own, or the new
 * one of a phone change). Counts down the server's resend wait and offers a voice code when the server does.
 */
export function SendCodeButton({ send, canSend, testId = 'get-code' }: { send: (channel: 'sms' | 'voice') => Promise<SentCode>; canSend?: () => boolean; testId?: string }) {
  const { t } = useTranslation('security');
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  const request = useMutation({ mutationFn: send });
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const go = (channel: 'sms' | 'voice') => {
    if (canSend && !canSend()) return;
    request.mutate(channel, {
      onSuccess: (r) => {
        setLeft(r.resendAfterSeconds);
        setVoiceOffered(r.voiceOffered);
        toast.info(t('code.sent', { to: r.sentTo }));
      },
    });
  };

  return (
    <>
      <button type="button" className="code-btn" disabled={left > 0 || request.isPending} onClick={() => go('sms')} data-testid={testId}>
        {left > 0 ? t('code.resendIn', { s: left }) : t('code.get')}
      </button>
      {voiceOffered && left <= 0 && (
        <button type="button" className="link-btn" onClick={() => go('voice')}>
          {t('code.voice')}
        </button>
      )}
    </>
  );
}
