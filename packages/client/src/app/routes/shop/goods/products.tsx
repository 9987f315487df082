import '../../../../features/shop/shop-goods.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDelProduct, useMyProducts, useProductTypes, useSetShelf, type ProductFilter } from '../../../../features/shop/api-goods';
import { GoodsProductCard } from '../../../../features/shop/components/GoodsProductCard';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

type Shelf = 'all' | 'on' | 'off';

/** /shop/products: the owner's goods with shelf and type filter tabs; edit, shelf on/off and delete per item. */
export default function ShopProductsRoute() {
  const { t } = useTranslation('shopGoods');
  const [shelf, setShelf] = useState<Shelf>('all');
  const [typeId, setTypeId] = useState('');
  const filter: ProductFilter = { ...(shelf === 'all' ? {} : { onShelf: shelf === 'on' }), ...(typeId ? { typeId } : {}) };
  const q = useMyProducts(filter);
  const types = useProductTypes();
  const del = useDelProduct();
  const shelfSet = useSetShelf();
  const addLink = (
    <Link className="sg-link" to={paths.shopProductEdit('new')} data-testid="add-product">
      {t('products.add')}
    </Link>
  );
  const title = t('titles.products');
  return (
    <Page title={title} backTo={paths.shopManage} actions={addLink}>
      <Tabs
        variant="chips"
        testId="shelf-tabs"
        value={shelf}
        onChange={setShelf}
        options={(['all', 'on', 'off'] as const).map((s) => ({ value: s, label: t(`products.shelf_${s}`), testId: `shelf-${s}` }))}
      />
      {!!types.data?.items.length && (
        <Tabs
          variant="chips"
          testId="type-tabs"
          value={typeId}
          onChange={setTypeId}
          options={[{ value: '', label: t('products.allTypes') }, ...types.data.items.map((ty) => ({ value: ty.typeId, label: ty.name }))]}
        />
      )}
      {q.isError && <p className="result muted">{q.error.message}</p>}
      {!q.data && !q.isError && <Loading />}
      {q.data && rowsOf(q.data).length === 0 && <EmptyState icon={ShoppingBag} title={t('products.empty')} hint={t('products.emptyHint')} testId="no-products" />}
      <ul className="sg-list">
        {rowsOf(q.data).map((p) => (
          <GoodsProductCard key={p.proId} p={p}>
            <div className="sg-row">
              <Link className="sg-link" to={paths.shopProductEdit(p.proId)} data-testid="edit-product">
                {t('products.edit')}
              </Link>
              <Button
                type="button"
                variant="ghost"
                disabled={shelfSet.isPending}
                data-testid="toggle-shelf"
                onClick={() => shelfSet.mutate({ proId: p.proId, onShelf: !p.onShelf }, { onSuccess: () => toast.info(p.onShelf ? t('products.tookOff') : t('products.putOn')) })}
              >
                {p.onShelf ? t('products.takeOff') : t('products.putOnShelf')}
              </Button>
              <ConfirmButton
                label={t('products.remove')}
                armedLabel={t('products.removeArmed')}
                testId="remove-product"
                onConfirm={() => del.mutate(p.proId, { onSuccess: () => toast.info(t('products.removed')) })}
                disabled={del.isPending}
              />
            </div>
          </GoodsProductCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      <div className="sg-links">
        <Link className="btn btn-primary" to={paths.shopProductEdit('new')} data-testid="add-product-bottom">
          {t('products.add')}
        </Link>
      </div>
    </Page>
  );
}
