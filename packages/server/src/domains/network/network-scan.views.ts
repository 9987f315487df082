import { errorText, type ErrorCode, type Lang, type TCardFields, type TCardScan } from '@card/contract';
import type { CardScan } from '../../generated/prisma/client';
import { emptyFields } from './network-scan.rules';

/** The stored fields JSON, read defensively (an empty or older row answers blank fields). */
export function fieldsOf(row: Pick<CardScan, 'fields'>): TCardFields {
  if (!row.fields) return emptyFields();
  try {
    return { ...emptyFields(), ...(JSON.parse(row.fields) as Partial<TCardFields>) };
  } catch {
    return emptyFields();
  }
}

/** A scan as its owner sees it: a failure's catalogue code with its text in the caller's language. */
export function scanView(row: CardScan, lang: Lang): TCardScan {
  const code = row.status === 'failed' ? (row.errorCode ?? 'SCAN_READ_FAILED') : null;
  return {
    id: row.id,
    status: row.status as TCardScan['status'],
    progress: row.progress,
    errorCode: code,
    errorMessage: code ? errorText(code as ErrorCode, lang) : null,
    photoUrl: row.photoUrl,
    backUrl: row.backUrl,
    fields: fieldsOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
