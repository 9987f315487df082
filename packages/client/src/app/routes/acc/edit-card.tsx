import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useMyCard } from '../../../features/card/api';

/** The card editing menu: one row per section, each opening its own screen. */
export default function EditCardRoute() {
  const { t } = useTranslation(['card', 'common']);
  const card = useMyCard();
  if (!card.data) return <Page title={t('common:titles.editCard')}><Loading /></Page>;
  return (
    <Page title={t('common:titles.editCard')}>
      <ul className="menu">
        <li><Link to={paths.editName} data-testid="edit-name"><span>{t('editFields.name')}</span><span className="muted">{card.data.name}</span></Link></li>
      </ul>
      <Link className="btn btn-ghost" to={paths.card(card.data.phoneIdEcr)}>{t('myCard')}</Link>
    </Page>
  );
}
