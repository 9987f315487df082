import '../../../../features/video/video-cart.css';
import { useState } from 'react';
import { LIMITS, type TVideoProduct } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { readYuan } from '../../../../lib/yuan-input';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { useAddProduct, useDelProduct, useOwnProducts, useOwnVideos, useUpdateProduct } from '../../../../features/video/api-cart';
import { CartProductCard } from '../../../../features/video/components/CartProductCard';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

const V = LIMITS.video;
type Draft = { id?: string; name: string; priceYuan: string; stock: string; imageUrl: string };
const blank: Draft = { name: '', priceYuan: '', stock: '1', imageUrl: '' };

/** /microvideo/myProducts: the owner picks one of their videos and manages the products it carries. */
export default function MyProductsRoute() {
  const { t } = useTranslation('videoCart');
  const videos = useOwnVideos();
  const list = rowsOf(videos.data);
  const [videoId, setVideoId] = useState('');
  const current = videoId || list[0]?.id || '';
  const products = useOwnProducts(current);
  const del = useDelProduct();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (videos.isError)
    return (
      <Page title={t('titles.myProducts')} backTo={paths.microVideoHome}>
        <p className="result muted">{videos.error.message}</p>
      </Page>
    );
  if (!videos.data)
    return (
      <Page title={t('titles.myProducts')} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const edit = (p: TVideoProduct) => setDraft({ id: p.id, name: p.name, priceYuan: (p.priceFen / 100).toFixed(2), stock: String(p.stock), imageUrl: p.imageUrl });
  return (
    <Page title={t('titles.myProducts')} backTo={paths.microVideoHome}>
      <h2 className="vc-section">{t('mine.pickVideo')}</h2>
      {list.length === 0 && <EmptyState icon={ShoppingCart} title={t('mine.noVideos')} hint={t('mine.noVideosHint')} action={{ label: t('mine.noVideosAction'), to: paths.newVideo }} />}
      <div className="vc-videos">
        {list.map((v) => (
          <button
            key={v.id}
            type="button"
            className="vc-video"
            aria-pressed={v.id === current}
            onClick={() => {
              setVideoId(v.id);
              setDraft(null);
            }}
            data-testid="pick-video"
          >
            <Picture width={84} height={84} src={v.coverUrl} alt="" />
            {v.title}
          </button>
        ))}
      </div>
      <ul className="vc-list">
        {rowsOf(products.data).map((p) => (
          <CartProductCard key={p.id} p={p} testId="own-product">
            <div className="vc-row">
              <Button type="button" variant="ghost" onClick={() => edit(p)}>
                {t('mine.edit')}
              </Button>
              <ConfirmButton label={t('mine.remove')} armedLabel={t('mine.removeArmed')} onConfirm={() => del.mutate(p.id)} disabled={del.isPending} />
            </div>
          </CartProductCard>
        ))}
      </ul>
      {current &&
        (draft ? (
          <ProductForm videoId={current} draft={draft} onDone={() => setDraft(null)} />
        ) : (
          <div className="vc-links">
            <Button type="button" data-testid="add-product" onClick={() => setDraft(blank)}>
              {t('mine.add')}
            </Button>
          </div>
        ))}
    </Page>
  );
}

function ProductForm({ videoId, draft, onDone }: { videoId: string; draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('videoCart');
  const add = useAddProduct();
  const update = useUpdateProduct();
  const [d, setD] = useState(draft);
  const [picking, setPicking] = useState(false);
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setD({ ...d, [k]: e.target.value });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = {
    onSuccess: () => {
      toast.info(t('mine.saved'));
      onDone();
    },
    onError: (err: unknown) => setErrors(serverFieldErrors(err)),
  };
  const submit = () => {
    // The price is typed in yuan and read by the contract's money rule: 1.555 or -5 is refused here, not rounded.
    const price = readYuan(d.priceYuan, { minFen: 1, maxFen: V.productPriceMaxFen }, 'priceFen', 'video.addVideoProduct');
    setErrors(price.error ? { priceFen: price.error } : {});
    if (price.fen === undefined) return;
    const b = { name: d.name, priceFen: price.fen, stock: Number(d.stock) || 0, imageUrl: d.imageUrl };
    if (d.id) update.mutate({ ...b, id: d.id }, done);
    else add.mutate({ ...b, videoId }, done);
  };
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
      <Field label={t('mine.name')} name="name" maxLength={V.productNameMax} value={d.name} onChange={set('name')} error={errors.name} />
      <Field label={t('mine.priceYuan')} name="priceYuan" inputMode="decimal" value={d.priceYuan} onChange={set('priceYuan')} error={errors.priceFen} />
      <Field label={t('mine.stock')} name="stock" inputMode="numeric" value={d.stock} onChange={set('stock')} error={errors.stock} />
      <div className="field">
        <span>{t('mine.image')}</span>
        {d.imageUrl && <Picture width={72} height={72} className="vc-img" src={d.imageUrl} alt="" />}
        <Button type="button" variant="ghost" onClick={() => setPicking(true)}>
          {t('mine.pickImage')}
        </Button>
      </div>
      <Button type="submit" disabled={add.isPending || update.isPending}>
        {t('mine.save')}
      </Button>
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setD((x) => ({ ...x, imageUrl: url }))} />
    </form>
  );
}
