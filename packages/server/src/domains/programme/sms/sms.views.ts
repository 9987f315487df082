import type { PersonFace } from '../../../core/people';
import type { SmsRecordRow, SmsSignRow } from './sms.repository';
import { maskMobile } from './sms.rules';

/** Answer shapes of the SMS part: dates as ISO strings, numbers masked, people by their public face. */
/** A sign as every answer shows it (the home reads only these columns, sms-home.repository). */
export const signView = (s: Pick<SmsSignRow, 'id' | 'text' | 'status' | 'reason' | 'createdAt' | 'reviewedAt'>) => ({
  id: s.id,
  text: s.text,
  status: s.status as 'pending' | 'approved' | 'rejected',
  reason: s.reason,
  createdAt: s.createdAt.toISOString(),
  reviewedAt: s.reviewedAt?.toISOString() ?? null,
});

export const recordView = (r: SmsRecordRow, payer: PersonFace | null) => ({
  id: r.id,
  signText: r.signText,
  text: r.text,
  segments: r.segments,
  recipients: r.recipients,
  charged: r.charged,
  returned: r.returned,
  status: r.status as 'sent' | 'partial' | 'failed',
  source: r.source,
  createdAt: r.createdAt.toISOString(),
  payer,
});

export const recipientView = (x: { mobile: string; status: string; error: string }) => ({
  mobile: maskMobile(x.mobile),
  status: x.status as 'sent' | 'failed',
  error: x.error,
});
