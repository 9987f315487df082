import '../../../../features/shop/shop-goods.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useMyShop, useSaveShop } from '../../../../features/shop/api-goods';
import { GoodsKindPicker as KindPicker } from '../../../../features/shop/components/GoodsKindPicker';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /shop/manage (module 3's tile): before the first save, a form that creates the shop (name, kind); after, the
 * shop's header and an entry to every owner screen of every shop part.
 */
export default function ShopManageRoute() {
  const { t } = useTranslation('shopGoods');
  const q = useMyShop();
  const title = t('titles.manage');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.home}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.home}>
        <Loading />
      </Page>
    );
  const { shop, counts } = q.data;
  if (!shop)
    return (
      <Page title={title} backTo={paths.home}>
        <CreateShop />
      </Page>
    );
  const entries: [string, string, string][] = [
    [paths.shopProducts, t('manage.products', { n: counts.onShelf + counts.offShelf }), 'entry-products'],
    [paths.shopTypes, t('manage.types', { n: counts.types }), 'entry-types'],
    [paths.shopSettings, t('manage.settings'), 'entry-settings'],
    [paths.sellerOrders, t('manage.orders'), 'entry-orders'],
    ...(shop.kind === 'catering' ? [[paths.cateringManage, t('manage.catering'), 'entry-catering'] as [string, string, string]] : []),
    [paths.shopShare, t('manage.share'), 'entry-share'],
    [paths.shopShareMarket, t('manage.market', { n: counts.shares }), 'entry-market'],
    [paths.vshop(shop.phoneIdEcr), t('manage.view'), 'entry-view'],
  ];
  return (
    <Page title={title} backTo={paths.home}>
      <div className="sg-head" data-testid="shop-head">
        {shop.logoUrl ? <Picture width={56} height={56} className="sg-logo" src={shop.logoUrl} alt="" /> : <span className="sg-logo" />}
        <div>
          <p className="sg-title" data-testid="shop-name">
            {shop.name}
          </p>
          <p className="sg-muted">
            {t(`kind.${shop.kind}`)} · {t('manage.score', { avg: shop.score.avg.toFixed(1), n: shop.score.count })}
          </p>
          {shop.closed && <p className="sg-warn">{t('manage.closed')}</p>}
        </div>
      </div>
      <ul className="sg-entries">
        {entries.map(([to, text, id]) => (
          <li key={id}>
            <Link to={to} data-testid={id}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function CreateShop() {
  const { t } = useTranslation('shopGoods');
  const save = useSaveShop();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'retail' | 'catering'>('retail');
  return (
    <form
      className="form"
      noValidate
      data-testid="create-shop"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ name, kind }, { onSuccess: () => toast.info(t('manage.created')) });
      }}
    >
      <p className="muted">{t('manage.intro')}</p>
      <Field label={t('settings.name')} name="name" maxLength={LIMITS.shop.shopNameMax} value={name} onChange={(e) => setName(e.target.value)} />
      <KindPicker value={kind} onChange={setKind} />
      <Button type="submit" disabled={save.isPending} data-testid="create-shop-submit">
        {t('manage.create')}
      </Button>
    </form>
  );
}
