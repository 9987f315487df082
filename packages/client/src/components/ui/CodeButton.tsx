import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';

/** What the platform's code calls answer: how long until a resend, whether a voice call is offered, where it went. */
export interface CodeSent {
  resendAfterSeconds: number;
  voiceOffered: boolean;
  sentTo: string;
}

interface Props {
  phone: string;
  /** The area's code call (its own purpose, so the sign-up budgets apply to it). */
  send: (phone: string, channel: 'sms' | 'voice') => Promise<CodeSent>;
  labels: { getCode: string; resendIn: (seconds: number) => string; voice: string };
  /** Where the code went is said by the form beside the code field, not by a toast over the form's title. */
  onSent: (sentTo: string) => void;
  testId: string;
}

/** "获取验证码" beside a mobile field: the resend countdown, and the voice call once the platform offers it. */
export function CodeButton({ phone, send, labels, onSent, testId }: Props) {
  const [left, setLeft] = useState(0);
  const [voiceOffered, setVoiceOffered] = useState(false);
  const request = useMutation({ mutationFn: (channel: 'sms' | 'voice') => send(phone, channel) });
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const go = (channel: 'sms' | 'voice') =>
    request.mutate(channel, {
      onSuccess: (r) => {
        setLeft(r.resendAfterSeconds);
        setVoiceOffered(r.voiceOffered);
        onSent(r.sentTo);
      },
    });
  return (
    <>
      <button type="button" className="code-btn" disabled={left > 0 || request.isPending || !phone.trim()} onClick={() => go('sms')} data-testid={testId}>
        {left > 0 ? labels.resendIn(left) : labels.getCode}
      </button>
      {voiceOffered && left <= 0 && (
        <button type="button" className="link-btn" onClick={() => go('voice')}>
          {labels.voice}
        </button>
      )}
    </>
  );
}
