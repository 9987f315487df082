import '../../../../features/shop/shop-catalog.css';
import { useState } from 'react';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useShopProducts, useShopShare } from '../../../../features/shop/api-catalog';
import { CatalogShareCard } from '../../../../features/shop/components/CatalogShareCard';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /shop/share (module 3, the owner): the shop's link and QR code, or one picked product's (own or shared). */
export default function ShopShareRoute() {
  const { t } = useTranslation('shopCatalog');
  const [proId, setProId] = useState('');
  const share = useShopShare(proId);
  const shopShare = useShopShare('');
  const shopId = shopShare.data?.shopId;
  const products = useShopProducts(shopId, { typeId: '', sortType: 'newest', productName: '' });
  const rows = rowsOf(products.data);
  const back = paths.shopManage;
  if (shopShare.isError)
    return (
      <Page title={t('titles.share')} backTo={back}>
        <p className="result muted" role="alert" data-testid="share-error">
          {shopShare.error.message}
        </p>
      </Page>
    );
  return (
    <Page title={t('titles.share')} backTo={back}>
      <Tabs variant="chips" value={proId} onChange={setProId} options={[{ value: '', label: t('shareShop'), testId: 'share-shop' }]} />
      {share.isError && (
        <p className="result muted" role="alert">
          {share.error.message}
        </p>
      )}
      {share.data ? <CatalogShareCard share={share.data} copyLabel={t('copy')} copiedText={t('copied')} qrAlt={t('qrAlt')} /> : !share.isError && <Loading />}
      <div className="sc-picker" role="group" aria-label={t('pickProduct')}>
        <h3>{t('shareProduct')}</h3>
        {products.data && rows.length === 0 && (
          <EmptyState icon={ShoppingBag} title={t('noProducts')} hint={t('noProductsHint')} action={{ label: t('noProductsAction'), to: paths.shopProductEdit('new') }} />
        )}
        {rows.map((p) => (
          <button key={`${p.proId}:${p.shareShopId ?? ''}`} type="button" className="sc-pick" aria-pressed={proId === p.proId} onClick={() => setProId(p.proId)} data-testid="share-pick">
            <span>
              {p.shareStatus === 1 && <span className="sc-badge">{t('shared')}</span>}
              {p.productName}
            </span>
          </button>
        ))}
        <LoadMore hasMore={Boolean(products.hasNextPage)} loading={products.isFetchingNextPage} onMore={() => void products.fetchNextPage()} />
      </div>
    </Page>
  );
}
