import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useMyCard } from '../../../features/card/api';
import { useCompletion } from '../../../features/card/edit-api';
import { CompletionBar } from '../../../features/card/components/CompletionBar';
import { LiveCardPreview } from '../../../features/card/components/LiveCardPreview';

/** The card editing menu: every section with its current value, and how complete the card is. */
export default function EditCardRoute() {
  const { t } = useTranslation(['card', 'common', 'links', 'album']);
  const card = useMyCard();
  const completion = useCompletion();
  if (!card.data)
    return (
      <Page title={t('common:titles.editCard')}>
        <Loading />
      </Page>
    );
  const c = card.data;
  const orNot = (v: string) => v || t('notSet');
  const rows: { key: string; to: string; value: string; label?: string }[] = [
    { key: 'name', to: paths.editName, value: c.name },
    { key: 'mobiles', to: paths.editMobiles, value: c.mobiles.join('、') },
    { key: 'company', to: paths.editCompany, value: orNot([c.company, c.position].filter(Boolean).join(' · ')) },
    { key: 'title', to: paths.editTitle, value: orNot(c.title) },
    { key: 'signature', to: paths.editSignature, value: orNot(c.signature) },
    { key: 'productService', to: paths.editProductService, value: orNot(c.productService) },
    { key: 'wechat', to: paths.editWeChat, value: c.wechatQrUrl ? t('uploaded') : t('notSet') },
    { key: 'columns', to: paths.editColumns, value: c.columns.length ? t('countItems', { count: c.columns.length }) : t('notSet') },
    { key: 'honours', to: paths.editHonours, value: c.honours.length ? t('countItems', { count: c.honours.length }) : t('notSet') },
    { key: 'style', to: paths.editStyle, value: [t(`style.themes.${c.themeId}`), c.music?.name].filter(Boolean).join(' · ') },
    { key: 'mapPoints', to: paths.mapPoints, value: c.navPoint ? c.navPoint.name : t('notSet') },
    { key: 'links', to: paths.linkSets, value: t('links:menu.hint'), label: 'links:menu.label' },
    { key: 'albums', to: paths.albums, value: t('album:menu.hint'), label: 'album:menu.label' },
  ];
  return (
    <Page title={t('common:titles.editCard')}>
      <LiveCardPreview phoneIdEcr={c.phoneIdEcr} />
      {completion.data && <CompletionBar completion={completion.data} />}
      <ul className="menu" data-testid="edit-menu">
        {rows.map((r) => (
          <li key={r.key}>
            <Link to={r.to} data-testid={`edit-${r.key}`}>
              <span>{t(r.label ?? `editFields.${r.key}`)}</span>
              <span className="muted" data-testid={`value-${r.key}`}>
                {r.value}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="btn btn-ghost" to={paths.card(c.phoneIdEcr)}>
        {t('myCard')}
      </Link>
    </Page>
  );
}
