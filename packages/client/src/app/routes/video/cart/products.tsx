import '../../../../features/video/video-cart.css';
import { Link, useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddToCart, useShownProducts } from '../../../../features/video/api-cart';
import { CartProductCard } from '../../../../features/video/components/CartProductCard';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/cartList/:videoId (spec cartList): the products a video carries; a visitor adds them to the cart. */
export default function VideoProductsRoute() {
  const { t } = useTranslation('videoCart');
  const { videoId = '' } = useParams();
  const q = useShownProducts(videoId);
  const add = useAddToCart();
  const rows = rowsOf(q.data);
  const back = paths.shortVideo(videoId);
  const cartLink = (
    <Link className="vc-topbar-link" to={paths.cart} data-testid="go-cart">
      {t('goCart')}
    </Link>
  );
  if (q.isError)
    return (
      <Page title={t('titles.products')} backTo={back}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.products')} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.products')} backTo={back} actions={cartLink}>
      {rows.length === 0 && <EmptyState icon={ShoppingCart} title={t('noProducts')} hint={t('noProductsHint')} />}
      <ul className="vc-list">
        {rows.map((p) => (
          <CartProductCard key={p.id} p={p} testId="video-product">
            <Button type="button" disabled={p.stock === 0 || add.isPending} onClick={() => add.mutate({ productId: p.id, quantity: 1 }, { onSuccess: () => toast.info(t('added')) })}>
              {t('addToCart')}
            </Button>
          </CartProductCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
