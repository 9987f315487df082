import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';

export interface CardMobileOffer {
  old: string;
  fresh: string;
  mobiles: string[];
}

/** Numbers compared by their digits: the card may hold "+852 …" or spaces where the form held none. */
export const digits = (phone: string) => phone.replace(/\D/g, '');

/** The card's numbers with the new account phone first in place of the old first one, never twice. */
export function withFirstMobile(mobiles: string[], fresh: string): string[] {
  return [fresh, ...mobiles.slice(1).filter((m) => digits(m) !== digits(fresh))];
}

/**
 * After the account phone changed, the card (and its vCard) still lists the old number first. This sheet offers
 * to replace it; `onAccept` saves the list through the card's own mobile call (the screen composes the card
 * area's hook). Declining leaves the card as it is.
 */
export function CardMobileSheet({ offer, onAccept, pending, onDone }: { offer: CardMobileOffer | null; onAccept: (mobiles: string[]) => void; pending: boolean; onDone: () => void }) {
  const { t } = useTranslation(['security', 'common']);
  if (!offer) return null;
  const accept = () => onAccept(withFirstMobile(offer.mobiles, offer.fresh));
  return (
    <Sheet open title={t('phone.cardTitle')} onClose={onDone} testId="card-mobile-sheet">
      <p>{t('phone.cardText', { old: offer.old, fresh: offer.fresh })}</p>
      <Button onClick={accept} disabled={pending} data-testid="card-mobile-update">
        {pending ? t('common:saving') : t('phone.cardUpdate')}
      </Button>
    </Sheet>
  );
}
