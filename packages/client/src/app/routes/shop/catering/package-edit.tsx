import '../../../../features/shop/shop-catering.css';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useMyPackage, useSavePackage } from '../../../../features/shop/api-catering';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { readYuan } from '../../../../lib/yuan-input';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { Picture } from '../../../../components/ui/Picture';
import { Switch } from '../../../../components/ui/Switch';

const S = LIMITS.shop;
type Draft = { name: string; contents: string; priceYuan: string; stock: string; imageUrls: string[]; onShelf: boolean };
const blank: Draft = { name: '', contents: '', priceYuan: '', stock: '10', imageUrls: [], onShelf: true };

/** /shop/catering/package/:proId (`new` adds): a set meal's name, contents, pictures from the library, price in yuan, stock, shelf. */
export default function CateringPackageEditRoute() {
  const { t } = useTranslation('shopCatering');
  const { proId = 'new' } = useParams();
  const isNew = proId === 'new';
  const q = useMyPackage(proId);
  const save = useSavePackage();
  const navigate = useNavigate();
  const [d, setD] = useState<Draft>(blank);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data)
      setD({ name: q.data.productName, contents: q.data.contents, priceYuan: formatFen(q.data.priceFen), stock: String(q.data.stock), imageUrls: q.data.imageUrls, onShelf: q.data.onShelf });
  }, [q.data]);
  const title = isNew ? t('titles.packageNew') : t('titles.packageEdit');
  if (!isNew && q.isError)
    return (
      <Page title={title} backTo={paths.cateringManage}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!isNew && !q.data)
    return (
      <Page title={title} backTo={paths.cateringManage}>
        <Loading />
      </Page>
    );
  const set = (k: 'name' | 'priceYuan' | 'stock') => (e: React.ChangeEvent<HTMLInputElement>) => setD({ ...d, [k]: e.target.value });
  const submit = () => {
    // The price is typed in yuan and read by the contract's money rule (issue 32, item 7): refused here, never rounded.
    const price = readYuan(d.priceYuan, { minFen: 1, maxFen: S.packagePriceMaxFen }, 'priceFen', 'shop.saveCateringPackage');
    setErrors(price.error ? { priceFen: price.error } : {});
    if (price.fen === undefined) return;
    save.mutate(
      {
        ...(isNew ? {} : { proId }),
        name: d.name,
        contents: d.contents,
        imageUrls: d.imageUrls.join(','),
        priceFen: price.fen,
        stock: d.stock.trim() === '' ? -1 : Number(d.stock),
        onShelf: d.onShelf,
      },
      {
        onSuccess: () => {
          toast.info(t('edit.saved'));
          void navigate(paths.cateringManage);
        },
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  };
  return (
    <Page title={title} backTo={paths.cateringManage}>
      <form
        className="form"
        noValidate
        data-testid="package-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label={t('fields.name')} name="name" maxLength={S.packageNameMax} value={d.name} onChange={set('name')} error={errors.name} />
        <div className="field">
          <label htmlFor="f-contents">{t('fields.contents')}</label>
          <textarea
            id="f-contents"
            name="contents"
            className="ct-textarea"
            maxLength={S.packageContentsMax}
            placeholder={t('edit.contentsHint')}
            value={d.contents}
            onChange={(e) => setD({ ...d, contents: e.target.value })}
          />
        </div>
        <div className="field">
          <span>{t('fields.images', { max: S.packageImagesMax })}</span>
          <div className="ct-pics">
            {d.imageUrls.map((u) => (
              <button key={u} type="button" className="btn btn-ghost" aria-label={t('edit.removeImage')} onClick={() => setD({ ...d, imageUrls: d.imageUrls.filter((x) => x !== u) })}>
                <Picture width={64} height={64} src={u} alt="" />
              </button>
            ))}
          </div>
          {d.imageUrls.length < S.packageImagesMax && (
            <Button type="button" variant="ghost" data-testid="pick-images" onClick={() => setPicking(true)}>
              {t('edit.pickImages')}
            </Button>
          )}
        </div>
        <Field label={t('fields.priceYuan')} name="priceYuan" inputMode="decimal" value={d.priceYuan} onChange={set('priceYuan')} error={errors.priceFen} />
        <Field label={t('fields.stock')} name="stock" inputMode="numeric" value={d.stock} onChange={set('stock')} error={errors.stock} />
        <div className="menu">
          <Switch label={t('fields.onShelf')} checked={d.onShelf} onChange={(onShelf) => setD({ ...d, onShelf })} testId="package-on-shelf" />
        </div>
        <Button type="submit" disabled={save.isPending} data-testid="save-package">
          {t('edit.save')}
        </Button>
      </form>
      <PicturePicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onPick={(url) => setD((x) => (x.imageUrls.includes(url) || x.imageUrls.length >= S.packageImagesMax ? x : { ...x, imageUrls: [...x.imageUrls, url] }))}
      />
    </Page>
  );
}
