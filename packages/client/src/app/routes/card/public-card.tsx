import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/layouts/Page';
import { usePublicCard } from '../../../features/card/api';
import { CardView } from '../../../features/card/components/CardView';

/** The page a visitor opens from a shared link or QR code. Kept light: it is the product's front door. */
export default function PublicCardRoute() {
  const { phoneIdEcr = '' } = useParams();
  const { t } = useTranslation(['card', 'common']);
  const card = usePublicCard(phoneIdEcr);
  useEffect(() => {
    if (card.data) document.title = `${card.data.name} - ${t('common:appName')}`;
  }, [card.data, t]);
  return (
    <div className="page page-card">
      <main className="page-body">
        {card.isPending ? <Loading /> : card.data ? <CardView card={card.data} /> : <p className="result" data-testid="card-missing">{t('notFound')}</p>}
        <footer className="card-footer muted">{t('poweredBy')}</footer>
      </main>
    </div>
  );
}
