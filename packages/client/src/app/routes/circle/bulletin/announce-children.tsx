import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { readYuan } from '../../../../lib/yuan-input';
import { updateDraft } from '../../../../features/circle/bulletin-draft';
import { uploadBulletinImage } from '../../../../features/circle/api-bulletin';
import '../../../../features/circle/bulletin.css';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

/**
 * Announce's children: attach merchandise or a micro fold. The commerce and content areas will offer real pickers;
 * until then searchList says so and the writer enters the reference by hand (the server checks what is given).
 */
const useCid = () => useSearchParams()[0].get('cid') ?? '';
const isHttp = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());

export function MerchandiseRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useCid();
  const navigate = useNavigate();
  const [f, setF] = useState({ title: '', price: '', url: '', imageUrl: '' });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  // The contract's money rule (issue 32, item 7): a price it refuses is said under the input, never rounded.
  const price = readYuan(f.price, { minFen: 0, maxFen: LIMITS.circle.attachmentPriceMaxFen, blankFen: 0 }, 'merchandisePriceFen', 'circle.publishCircleBulletin');
  const priceFen = price.fen ?? 0;
  const ok = f.title.trim() && [...f.title.trim()].length <= LIMITS.circle.attachmentTitleLength && price.fen !== undefined && isHttp(f.url) && !uploading;
  // The picture is uploaded like the bulletin's images: the server takes only the publisher's own stored files.
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError('');
    try {
      const { url } = await uploadBulletinImage(cid, file);
      setF((x) => ({ ...x, imageUrl: url }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const save = () => {
    updateDraft(cid, (d) => ({ ...d, attachments: { ...d.attachments, merchandise: { title: f.title.trim(), priceFen, url: f.url.trim(), imageUrl: f.imageUrl.trim() || null } } }));
    navigate(paths.announce(cid), { replace: true });
  };
  return (
    <Page title={t('titles.merchandise')} backTo={paths.announce(cid)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) save();
        }}
      >
        <Field
          label={t('attachment.title')}
          name="merchandiseTitle"
          value={f.title}
          maxLength={LIMITS.circle.attachmentTitleLength}
          onChange={(e) => setF({ ...f, title: e.target.value })}
        />
        <Field
          label={t('attachment.price')}
          name="merchandisePrice"
          inputMode="decimal"
          value={f.price}
          onChange={(e) => setF({ ...f, price: e.target.value })}
          error={f.price.trim() ? price.error : undefined}
        />
        <Field label={t('attachment.url')} name="merchandiseUrl" type="url" value={f.url} onChange={(e) => setF({ ...f, url: e.target.value })} />
        <label className="field">
          <span>{t('attachment.imageUrl')}</span>
          <input type="file" accept="image/*" onChange={(e) => void pick(e.target.files?.[0])} data-testid="merchandise-image-input" />
        </label>
        {f.imageUrl && (
          <div className="bulletin-thumbs">
            <Picture width={82} height={82} src={f.imageUrl} alt="" data-testid="merchandise-image" />
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={!ok}>
          {t('attachment.save')}
        </button>
      </form>
    </Page>
  );
}

export function MicroFoldRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useCid();
  const navigate = useNavigate();
  const [f, setF] = useState({ title: '', url: '' });
  const ok = f.title.trim() && [...f.title.trim()].length <= LIMITS.circle.attachmentTitleLength && isHttp(f.url);
  const save = () => {
    updateDraft(cid, (d) => ({ ...d, attachments: { ...d.attachments, microFold: { title: f.title.trim(), url: f.url.trim() } } }));
    navigate(paths.announce(cid), { replace: true });
  };
  return (
    <Page title={t('titles.microFold')} backTo={paths.announce(cid)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) save();
        }}
      >
        <Field label={t('attachment.title')} name="microFoldTitle" value={f.title} maxLength={LIMITS.circle.attachmentTitleLength} onChange={(e) => setF({ ...f, title: e.target.value })} />
        <Field label={t('attachment.url')} name="microFoldUrl" type="url" value={f.url} onChange={(e) => setF({ ...f, url: e.target.value })} />
        <button type="submit" className="btn" disabled={!ok}>
          {t('attachment.save')}
        </button>
      </form>
    </Page>
  );
}

export function SearchListRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useCid();
  return (
    <Page title={t('titles.searchList')} backTo={paths.announce(cid)}>
      <EmptyState icon={UsersRound} title={t('attachment.searchEmpty')} hint={t('attachment.searchEmptyHint')} />
      <p className="circle-actions">
        <Link to={paths.announceMerchandise(cid)} replace>
          {t('attachment.manual')}
        </Link>
      </p>
    </Page>
  );
}
