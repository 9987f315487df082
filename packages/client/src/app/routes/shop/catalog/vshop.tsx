import '../../../../features/shop/shop-catalog.css';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PRODUCT_SORTS, type ProductSort } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Tabs } from '../../../../components/ui/Tabs';
import { Waterfall } from '../../../../components/ui/Waterfall';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useShopOfCard, useShopProducts, useShopTypes } from '../../../../features/shop/api-catalog';
import { CatalogShopHeader } from '../../../../features/shop/components/CatalogShopHeader';
import { CatalogTile } from '../../../../features/shop/components/CatalogTile';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /vshop/home/:phoneIdEcr: a card's V shop for visitors and its owner: header, type and sort tabs, search, the waterfall. */
export default function VshopRoute() {
  const { t } = useTranslation('shopCatalog');
  const { phoneIdEcr = '' } = useParams();
  const shopQ = useShopOfCard(phoneIdEcr);
  const shop = shopQ.data;
  const [typeId, setTypeId] = useState('');
  const [sortType, setSortType] = useState<ProductSort>('newest');
  const [typed, setTyped] = useState('');
  const [productName, setProductName] = useState('');
  // Both kinds list their goods (issue 32: switching to 餐饮店 hid every retail product from visitors); a catering
  // shop also links to its packages above the list.
  const open = !!shop && !shop.closed;
  const types = useShopTypes(open ? shop.shopId : undefined);
  const products = useShopProducts(open ? shop.shopId : undefined, { typeId, sortType, productName });
  const rows = rowsOf(products.data);
  const title = shop?.name ?? t('titles.vshop');
  const back = paths.card(phoneIdEcr);

  if (shopQ.isError)
    return (
      <Page title={t('titles.vshop')} backTo={back}>
        <p className="result muted" data-testid="shop-error">
          {shopQ.error.message}
        </p>
      </Page>
    );
  if (!shop)
    return (
      <Page title={t('titles.vshop')} backTo={back}>
        <Loading />
      </Page>
    );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setProductName(typed.trim());
  };
  const scoreText = shop.score.count ? t('score', { avg: shop.score.avg.toFixed(1), count: shop.score.count }) : t('noScore');
  return (
    <Page title={title} backTo={back}>
      <CatalogShopHeader shop={shop} scoreText={scoreText} />
      {shop.closed && (
        <p className="sc-closed" role="status" data-testid="shop-closed">
          {t('closed')}
        </p>
      )}
      {!shop.closed && shop.kind === 'catering' && (
        <Link className="btn btn-primary" to={paths.catering(phoneIdEcr)} data-testid="go-catering">
          {t('catering')}
        </Link>
      )}
      {open && (
        <>
          <form className="sc-search" role="search" onSubmit={search}>
            <input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchPlaceholder')}
              maxLength={30}
              data-testid="catalog-search"
            />
            <button type="submit" className="btn btn-ghost" data-testid="catalog-search-go">
              {t('search')}
            </button>
          </form>
          {!!types.data?.length && (
            <Tabs
              variant="chips"
              label={t('typesLabel')}
              value={typeId}
              onChange={setTypeId}
              options={[{ value: '', label: t('allTypes'), testId: 'type-tab' }, ...types.data.map((ty) => ({ value: ty.typeId, label: ty.name, testId: 'type-tab' }))]}
            />
          )}
          <Tabs
            variant="chips"
            label={t('sortsLabel')}
            value={sortType}
            onChange={setSortType}
            options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`), testId: `sort-${s}` }))}
          />
          {products.isError && (
            <p className="result muted" role="alert">
              {products.error.message}
            </p>
          )}
          {products.data && rows.length === 0 && <EmptyState icon={ShoppingBag} title={t('empty')} hint={t('emptyHint')} testId="catalog-empty" />}
          {!products.data && !products.isError && <Loading />}
          <Waterfall
            items={rows}
            getKey={(p) => `${p.proId}:${p.shareShopId ?? ''}`}
            renderItem={(p) => <CatalogTile p={p} sharedLabel={t('shared')} salesLabel={t('sales', { count: p.sales })} soldOutLabel={t('soldOut')} />}
            hasMore={Boolean(products.hasNextPage)}
            loading={products.isFetchingNextPage}
            onLoadMore={() => void products.fetchNextPage()}
            testId="catalog-waterfall"
          />
        </>
      )}
    </Page>
  );
}
