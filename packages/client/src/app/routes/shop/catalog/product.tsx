import '../../../../features/shop/shop-catalog.css';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LazyImage } from '../../../../components/ui/LazyImage';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useProductDetail } from '../../../../features/shop/api-catalog';
import { BuyBar } from '../../../../features/shop/components/BuyBar';
import { CatalogShopHeader } from '../../../../features/shop/components/CatalogShopHeader';

/**
 * /vshop/product/:proId?shareShopId=&shareStatus=1: a product's detail: swipeable pictures, name, price (original
 * struck through), stock or sold out, sales, the description as plain text, its shop, and the buy bar.
 */
export default function ProductDetailRoute() {
  const { t } = useTranslation('shopCatalog');
  const { proId = '' } = useParams();
  const [sp] = useSearchParams();
  const shareShopId = sp.get('shareStatus') === '1' ? sp.get('shareShopId') : null;
  const q = useProductDetail(proId, shareShopId);
  const [shown, setShown] = useState(0);
  if (q.isError)
    return (
      <Page title={t('titles.product')}>
        <p className="result muted" data-testid="product-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.product')}>
        <Loading />
      </Page>
    );
  const p = q.data;
  const pics = p.imageUrls.length ? p.imageUrls : [p.coverUrl];
  const scoreText = p.shop.score.count ? t('score', { avg: p.shop.score.avg.toFixed(1), count: p.shop.score.count }) : t('noScore');
  return (
    <Page title={t('titles.product')} backTo={paths.vshop(p.shop.phoneIdEcr)}>
      <div className="sc-detail" data-testid="product-detail">
        <div>
          <div
            className="sc-pics"
            data-testid="product-pictures"
            onScroll={(e) => {
              const el = e.currentTarget;
              setShown(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
            }}
          >
            {pics.map((src, i) => (
              <LazyImage key={`${i}:${src}`} width={375} height={375} src={src} alt={`${p.productName} ${i + 1}`} className="sc-pic" />
            ))}
          </div>
          {pics.length > 1 && (
            <p className="sc-pic-count" aria-live="polite">
              {t('pictures', { n: shown + 1, total: pics.length })}
            </p>
          )}
        </div>
        <h2 className="sc-detail-name" data-testid="product-name">
          {p.shareStatus === 1 && <span className="sc-badge">{t('shared')}</span>}
          {p.productName}
        </h2>
        <div className="sc-detail-price">
          <span className="sc-price" data-testid="product-price">
            ¥{formatFen(p.priceFen)}
          </span>
          {p.originalPriceFen > p.priceFen && (
            <s className="sc-original" data-testid="product-original">
              {t('original', { yuan: formatFen(p.originalPriceFen) })}
            </s>
          )}
        </div>
        <div className="sc-facts sc-muted">
          {p.stock === 0 ? (
            <span className="sc-soldout" data-testid="sold-out">
              {t('soldOut')}
            </span>
          ) : (
            <span data-testid="product-stock">{t('stock', { count: p.stock })}</span>
          )}
          <span>{t('sales', { count: p.sales })}</span>
        </div>
        <CatalogShopHeader shop={p.shop} scoreText={scoreText} to={paths.vshop(p.shop.phoneIdEcr)} />
        {p.contents && (
          <>
            <h3>{t('contents')}</h3>
            <p className="sc-desc">{p.contents}</p>
          </>
        )}
        {p.intro && (
          <>
            <h3>{t('description')}</h3>
            <p className="sc-desc" data-testid="product-intro">
              {p.intro}
            </p>
          </>
        )}
      </div>
      <BuyBar product={p} shareShopId={p.shareStatus === 1 ? p.shareShopId : null} />
    </Page>
  );
}
