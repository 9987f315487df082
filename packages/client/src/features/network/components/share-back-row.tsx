import type { TContactRow } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { ExchangeAvatar } from './exchange-person';
import './exchange.css';

/**
 * An address-book entry a visitor left on the owner's card (share back, issue 34): marked 来自名片分享, with the
 * mobile to call. There is no card to open (the visitor has no account yet); the row becomes a normal one when they
 * register with that mobile.
 */
export function ShareBackRow({ row }: { row: TContactRow }) {
  const { t } = useTranslation('network');
  const lead = row.shareBack!;
  return (
    <li className="nx-person" data-testid="book-share-back">
      <a href={`tel:${lead.mobile}`} aria-label={t('book.callShareBack', { name: lead.name, mobile: lead.mobile })}>
        <ExchangeAvatar p={{ name: lead.name, avatarUrl: null }} />
        <span className="nx-body">
          <strong>{lead.name}</strong>
          <small className="muted">{[lead.company, lead.position].filter(Boolean).join(' · ')}</small>
          <small>
            <span className="nx-chip" data-testid="book-share-back-source">
              {t('book.fromShareBack')}
            </span>{' '}
            <span className="muted">{lead.mobile}</span>
          </small>
        </span>
      </a>
    </li>
  );
}
