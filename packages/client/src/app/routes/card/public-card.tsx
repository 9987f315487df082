import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/layouts/Page';
import { usePublicCard } from '../../../features/card/api';
import { CardView } from '../../../features/card/components/CardView';
import { useUserShowInfo } from '../../../features/share/api';
import { NavigateButton } from '../../../features/share/components/NavigateButton';
import { ShareActions } from '../../../features/share/components/ShareActions';
import { ViewerBar } from '../../../features/share/components/ViewerBar';
import '../../../features/share/share.css';

/**
 * The page a visitor opens from a shared link or QR code: the product's front door, so it stays light. The
 * server already put the card's name and preview tags in the head; this renders the card and its actions.
 */
export default function PublicCardRoute() {
  const { phoneIdEcr = '' } = useParams();
  const { t } = useTranslation(['share', 'common']);
  const card = usePublicCard(phoneIdEcr);
  const info = useUserShowInfo(phoneIdEcr, Boolean(card.data));
  useEffect(() => {
    if (card.data) document.title = `${card.data.name} - ${t('common:appName')}`;
  }, [card.data, t]);

  if (card.isPending) return <div className="page page-card"><Loading /></div>;
  const c = card.data;
  return (
    <div className="page page-card">
      <main className="page-body">
        {c ? (
          <CardView
            card={c}
            actions={<ShareActions phoneIdEcr={c.phoneIdEcr} name={c.name} summary={[c.position, c.company].filter(Boolean).join(' · ')} />}
            navigate={c.navPoint && <NavigateButton point={c.navPoint} />}
          >
            <ViewerBar info={info.data} />
            <footer className="card-footer muted">{t('card.poweredBy')}</footer>
          </CardView>
        ) : <p className="result" data-testid="card-missing">{t('card.notFound')}</p>}
      </main>
    </div>
  );
}
