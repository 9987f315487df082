import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { CodePurpose, RegionCode } from '@card/contract';
import { api, ApiError, call } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

/**
 * "Get code" with the server's resend cool-down, the voice-code offer once the server says so, and the graphic
 * captcha: sent along when the screen has one, and asked for (`onCaptchaNeeded`) when the server wants it next
 * time or refused the one given. A captcha is single-use, so the screen shows a fresh one after every request.
 */
export function CodeButton({
  phone,
  regionCode,
  purpose,
  onInvalidPhone,
  captcha,
  onCaptchaNeeded,
}: {
  phone: string;
  regionCode: RegionCode;
  purpose: CodePurpose;
  onInvalidPhone?: () => boolean;
  captcha?: CaptchaAnswer | null;
  onCaptchaNeeded?: () => void;
}) {
  const { t } = useTranslation('account');
  const send = useMutation({
    mutationFn: (channel: 'sms' | 'voice') =>
      call(api.account.getVerificationCode({ body: { phone, regionCode, purpose, channel, captchaId: captcha?.captchaId ?? '', captcha: captcha?.captcha ?? '' } })),
  });
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const request = (channel: 'sms' | 'voice') => {
    if (onInvalidPhone?.()) return;
    send.mutate(channel, {
      onSuccess: (r) => {
        setLeft(r.resendAfterSeconds);
        setVoiceOffered(r.voiceOffered);
        toast.info(t('codeSent', { to: r.sentTo }));
        if (r.captchaRequired || captcha) onCaptchaNeeded?.();
      },
      onError: (err) => {
        if (captcha || (err instanceof ApiError && err.fieldErrors.some((f) => f.field === 'captcha'))) onCaptchaNeeded?.();
      },
    });
  };

  return (
    <>
      <button type="button" className="code-btn" disabled={left > 0 || send.isPending} onClick={() => request('sms')} data-testid="get-code">
        {left > 0 ? t('resendIn', { s: left }) : t('getCode')}
      </button>
      {voiceOffered && left <= 0 && (
        <button type="button" className="link-btn voice-btn" onClick={() => request('voice')}>
          {t('voiceCode')}
        </button>
      )}
    </>
  );
}
