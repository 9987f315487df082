import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose, RegionCode } from '@card/contract';
import { toast } from '../../../lib/toast';
import { useSendCode } from '../api';

/** "Get code" with the server's resend cool-down, and the voice-code offer once the server says so. */
export function CodeButton({ phone, regionCode, purpose, onInvalidPhone }: { phone: string; regionCode: RegionCode; purpose: CodePurpose; onInvalidPhone?: () => boolean }) {
  const { t } = useTranslation('account');
  const send = useSendCode();
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const request = (channel: 'sms' | 'voice') => {
    if (onInvalidPhone?.()) return;
    send.mutate({ phone, regionCode, purpose, channel }, {
      onSuccess: (r) => {
        setLeft(r.resendAfterSeconds);
        setVoiceOffered(r.voiceOffered);
        toast.info(t('codeSent', { to: r.sentTo }));
      },
    });
  };

  return (
    <>
      <button type="button" className="code-btn" disabled={left > 0 || send.isPending} onClick={() => request('sms')} data-testid="get-code">
        {left > 0 ? t('resendIn', { s: left }) : t('getCode')}
      </button>
      {voiceOffered && left <= 0 && (
        <button type="button" className="link-btn voice-btn" onClick={() => request('voice')}>{t('voiceCode')}</button>
      )}
    </>
  );
}
