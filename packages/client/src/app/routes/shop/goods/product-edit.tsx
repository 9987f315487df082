import '../../../../features/shop/shop-goods.css';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, type TMyProduct } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { yuanInputOf } from '../../../../lib/money';
import { readYuan } from '../../../../lib/yuan-input';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { useMyProduct, useProductTypes, useSaveProduct } from '../../../../features/shop/api-goods';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { X } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { Picture } from '../../../../components/ui/Picture';
import { Switch } from '../../../../components/ui/Switch';

const S = LIMITS.shop;
type Draft = {
  productName: string;
  intro: string;
  imageUrls: string[];
  priceYuan: string;
  originalYuan: string;
  stock: string;
  typeId: string;
  shareable: boolean;
  onShelf: boolean;
};
const blank: Draft = { productName: '', intro: '', imageUrls: [], priceYuan: '', originalYuan: '', stock: '1', typeId: '', shareable: false, onShelf: true };
const yuan = yuanInputOf;
const draftOf = (p: TMyProduct): Draft => ({
  productName: p.productName,
  intro: p.intro,
  imageUrls: p.imageUrls,
  priceYuan: yuan(p.priceFen),
  originalYuan: yuan(p.originalPriceFen),
  stock: String(p.stock),
  typeId: p.typeId ?? '',
  shareable: p.shareable,
  onShelf: p.onShelf,
});

/** /shop/product/edit/:proId (`new` adds): a product's pictures, name, prices in yuan, stock, type and switches. */
export default function ShopProductEditRoute() {
  const { t } = useTranslation('shopGoods');
  const { proId = 'new' } = useParams();
  const isNew = proId === 'new';
  const q = useMyProduct(isNew ? '' : proId);
  const title = t(isNew ? 'titles.productNew' : 'titles.productEdit');
  if (!isNew && q.isError)
    return (
      <Page title={title} backTo={paths.shopProducts}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!isNew && !q.data)
    return (
      <Page title={title} backTo={paths.shopProducts}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.shopProducts}>
      <ProductForm proId={isNew ? undefined : proId} initial={q.data ? draftOf(q.data) : blank} />
    </Page>
  );
}

function ProductForm({ proId, initial }: { proId?: string; initial: Draft }) {
  const { t } = useTranslation('shopGoods');
  const navigate = useNavigate();
  const save = useSaveProduct();
  const types = useProductTypes();
  const [d, setD] = useState(initial);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setD({ ...d, [k]: e.target.value });
  const submit = () => {
    // Prices are typed in yuan and checked by the contract's money rule before anything is sent (issue 32, item 7).
    const price = readYuan(d.priceYuan, { minFen: 1, maxFen: S.productPriceMaxFen }, 'priceFen', 'shop.saveProduct');
    const original = readYuan(d.originalYuan, { minFen: 0, maxFen: S.productPriceMaxFen, blankFen: 0 }, 'originalPriceFen', 'shop.saveProduct');
    const errs = { ...(price.error ? { priceFen: price.error } : {}), ...(original.error ? { originalPriceFen: original.error } : {}) };
    setErrors(errs);
    if (price.fen === undefined || original.fen === undefined) return;
    save.mutate(
      {
        proId,
        productName: d.productName,
        intro: d.intro,
        imageUrls: d.imageUrls.join(','),
        priceFen: price.fen,
        originalPriceFen: original.fen,
        stock: Number(d.stock) || 0,
        typeId: d.typeId || undefined,
        shareable: d.shareable,
        onShelf: d.onShelf,
      },
      {
        onSuccess: () => {
          toast.info(t('saved'));
          void navigate(paths.shopProducts);
        },
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  };
  const addPic = (url: string) => setD((x) => (x.imageUrls.includes(url) || x.imageUrls.length >= S.productImagesMax ? x : { ...x, imageUrls: [...x.imageUrls, url] }));
  return (
    <form
      className="form"
      noValidate
      data-testid="product-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <span>{t('edit.pictures', { max: S.productImagesMax })}</span>
        <div className="sg-pics" data-testid="product-pictures">
          {d.imageUrls.map((u, i) => (
            <div key={u} className="sg-pic">
              <Picture width={111} height={111} src={u} alt={i === 0 ? t('edit.cover') : ''} />
              <button type="button" aria-label={t('edit.removePicture')} onClick={() => setD({ ...d, imageUrls: d.imageUrls.filter((x) => x !== u) })}>
                <Icon icon={X} size="sm" />
              </button>
            </div>
          ))}
        </div>
        {d.imageUrls.length < S.productImagesMax && (
          <Button type="button" variant="ghost" onClick={() => setPicking(true)} data-testid="pick-pictures">
            {t('edit.pickPictures')}
          </Button>
        )}
        <p className="sg-muted">{t('edit.coverHint')}</p>
      </div>
      <Field label={t('edit.name')} name="productName" maxLength={S.productNameMax} value={d.productName} onChange={set('productName')} error={errors.productName} />
      <Field label={t('edit.priceYuan')} name="priceYuan" inputMode="decimal" value={d.priceYuan} onChange={set('priceYuan')} error={errors.priceFen} />
      <Field
        label={t('edit.originalYuan')}
        name="originalYuan"
        inputMode="decimal"
        placeholder={t('edit.originalHint')}
        value={d.originalYuan}
        onChange={set('originalYuan')}
        error={errors.originalPriceFen}
      />
      <Field label={t('edit.stock')} name="stock" inputMode="numeric" value={d.stock} onChange={set('stock')} error={errors.stock} />
      <OptionSheet
        label={t('edit.type')}
        value={d.typeId}
        onChange={(typeId) => setD({ ...d, typeId })}
        testId="product-type"
        options={[{ value: '', label: t('edit.noType') }, ...(types.data?.items ?? []).map((ty) => ({ value: ty.typeId, label: ty.name }))]}
      />
      <div className="field">
        <label htmlFor="f-intro">{t('edit.intro')}</label>
        <div className="field-row">
          <textarea id="f-intro" rows={5} maxLength={S.productIntroMax} value={d.intro} onChange={set('intro')} />
        </div>
      </div>
      <Switch label={t('edit.onShelf')} checked={d.onShelf} onChange={(onShelf) => setD({ ...d, onShelf })} testId="product-on-shelf" />
      <Switch label={t('edit.shareable')} checked={d.shareable} onChange={(shareable) => setD({ ...d, shareable })} testId="product-shareable" />
      <Button type="submit" disabled={save.isPending} data-testid="save-product">
        {t('save')}
      </Button>
      <PicturePicker open={picking} multiple onClose={() => setPicking(false)} onPick={addPic} />
    </form>
  );
}
