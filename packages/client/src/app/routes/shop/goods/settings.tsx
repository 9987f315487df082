import '../../../../features/shop/shop-goods.css';
import { useEffect, useState } from 'react';
import { LIMITS, type TShop } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useMyShop, useSaveShop } from '../../../../features/shop/api-goods';
import { GoodsKindPicker } from '../../../../features/shop/components/GoodsKindPicker';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { Picture } from '../../../../components/ui/Picture';
import { Switch } from '../../../../components/ui/Switch';

/** /shop/settings: the shop's name, introduction, logo (one of the owner's pictures), kind, and closing it. */
export default function ShopSettingsRoute() {
  const { t } = useTranslation('shopGoods');
  const q = useMyShop();
  const title = t('titles.settings');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <Loading />
      </Page>
    );
  if (!q.data.shop)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <p className="result muted">{t('noShop')}</p>
      </Page>
    );
  return (
    <Page title={title} backTo={paths.shopManage}>
      <SettingsForm shop={q.data.shop} />
    </Page>
  );
}

function SettingsForm({ shop }: { shop: TShop }) {
  const { t } = useTranslation('shopGoods');
  const save = useSaveShop();
  const [d, setD] = useState({ name: shop.name, intro: shop.intro, logoUrl: shop.logoUrl, kind: shop.kind, closed: shop.closed });
  const [picking, setPicking] = useState(false);
  useEffect(() => setD({ name: shop.name, intro: shop.intro, logoUrl: shop.logoUrl, kind: shop.kind, closed: shop.closed }), [shop]);
  return (
    <form
      className="form"
      noValidate
      data-testid="shop-settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...d, logoUrl: d.logoUrl || undefined }, { onSuccess: () => toast.info(t('saved')) });
      }}
    >
      <Field label={t('settings.name')} name="name" maxLength={LIMITS.shop.shopNameMax} value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} />
      <div className="field">
        <label htmlFor="f-intro">{t('settings.intro')}</label>
        <div className="field-row">
          <textarea id="f-intro" rows={4} maxLength={LIMITS.shop.shopIntroMax} value={d.intro} onChange={(e) => setD({ ...d, intro: e.target.value })} />
        </div>
      </div>
      <div className="field">
        <span>{t('settings.logo')}</span>
        {d.logoUrl && <Picture width={56} height={56} className="sg-logo" src={d.logoUrl} alt="" />}
        <div className="sg-row">
          <Button type="button" variant="ghost" onClick={() => setPicking(true)}>
            {t('settings.pickLogo')}
          </Button>
          {d.logoUrl && (
            <Button type="button" variant="ghost" onClick={() => setD({ ...d, logoUrl: '' })}>
              {t('settings.noLogo')}
            </Button>
          )}
        </div>
      </div>
      <GoodsKindPicker value={d.kind} onChange={(kind) => setD({ ...d, kind })} />
      <Switch label={t('settings.closed')} checked={d.closed} onChange={(closed) => setD({ ...d, closed })} testId="shop-closed" />
      <Button type="submit" disabled={save.isPending} data-testid="save-settings">
        {t('save')}
      </Button>
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setD((x) => ({ ...x, logoUrl: url }))} />
    </form>
  );
}
