import '../../../../features/shop/shop-catering.css';
import { Link, useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LazyImage } from '../../../../components/ui/LazyImage';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { rowsOf } from '../../../../lib/paging';
import { useShopProducts } from '../../../../features/shop/api-catalog';
import { useCateringInfo, useCateringPackages } from '../../../../features/shop/api-catering';
import { CateringPackageCard } from '../../../../features/shop/components/CateringPackageCard';
import { CateringStars } from '../../../../features/shop/components/CateringStars';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /catering/home/:phoneIdEcr (visitors): the shop's header with its score and details, its packages, a link to the comments. */
export default function CateringHomeRoute() {
  const { t } = useTranslation('shopCatering');
  const { phoneIdEcr = '' } = useParams();
  const info = useCateringInfo(phoneIdEcr);
  const shopId = info.data?.shopId ?? '';
  const q = useCateringPackages(shopId);
  const rows = rowsOf(q.data);
  // Issue 32: a shop switched to 餐饮店 keeps its retail goods; visitors see them here beside the packages (the spec's
  // getProductListByCondition lists every kind a shop sells), instead of the switch hiding them.
  const goods = useShopProducts(shopId || undefined, { typeId: '', sortType: 'newest', productName: '' });
  // The shop's list is not counted (total is null: shop-catalog.service), so whether it has goods is read from the
  // first page's rows; a count read from `total` was always 0 and hid the link.
  const hasGoods = (goods.data?.pages[0]?.items.length ?? 0) > 0;
  if (info.isError)
    return (
      <Page title={t('titles.home')}>
        <p className="result muted">{info.error.message}</p>
      </Page>
    );
  if (!info.data)
    return (
      <Page title={t('titles.home')}>
        <Loading />
      </Page>
    );
  const s = info.data;
  return (
    <Page title={s.name}>
      <header className="ct-head">
        {s.logoUrl ? <LazyImage width={64} height={64} className="ct-logo" src={s.logoUrl} alt="" /> : <span className="ct-logo" />}
        <div>
          <p className="ct-title">{s.name}</p>
          <CateringStars value={s.score.avg} label={t('home.scoreLabel', { avg: s.score.avg.toFixed(1) })} />
          <span className="ct-score" data-testid="catering-score">
            {t('home.score', { avg: s.score.avg.toFixed(1), count: s.score.count })}
          </span>
        </div>
      </header>
      {s.closed && <p className="result muted">{t('home.closed')}</p>}
      <ul className="ct-facts" data-testid="catering-facts">
        {s.perCapitaFen > 0 && <li>{t('home.perCapita', { yuan: formatFen(s.perCapitaFen) })}</li>}
        {s.openHours && <li>{t('home.openHours', { hours: s.openHours })}</li>}
        {s.phone && (
          <li>
            {t('home.phone')}
            <a href={`tel:${s.phone}`}>{s.phone}</a>
          </li>
        )}
        {s.address && <li>{t('home.address', { address: s.address })}</li>}
      </ul>
      <div className="ct-links">
        <Link to={paths.cateringComments(s.shopId)} data-testid="to-comments">
          {t('home.comments', { count: s.score.count })}
        </Link>
        {!s.closed && hasGoods && (
          <Link to={paths.vshop(phoneIdEcr)} data-testid="to-goods">
            {t('home.goods')}
          </Link>
        )}
      </div>
      <h2 className="ct-section">{t('home.packages')}</h2>
      {q.data && rows.length === 0 && <EmptyState icon={ShoppingBag} title={t('home.noPackages')} hint={t('home.noPackagesHint')} />}
      <ul className="ct-list">
        {rows.map((p) => (
          <CateringPackageCard key={p.proId} p={p} testId="catering-package">
            <Link className="btn btn-ghost" to={paths.productDetail(p.proId)}>
              {t('home.buy')}
            </Link>
          </CateringPackageCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
