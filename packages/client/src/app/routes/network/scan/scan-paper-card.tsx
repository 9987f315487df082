import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Camera, ImagePlus } from 'lucide-react';
import type { TCardFields } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useCardScan, useDiscardCardScan, useSaveCardScan, useUploadCardScan } from '../../../../features/network/api-scan';
import '../../../../features/network/components/exchange.css';
import '../../../../features/network/components/scan.css';
import { Picture } from '../../../../components/ui/Picture';

type Side = 'front' | 'back';
const TEXT_FIELDS = ['name', 'title', 'department', 'company', 'landline', 'fax', 'email', 'website', 'address', 'wechat', 'qq'] as const;

/** A photo's preview URL, revoked when it changes or the screen goes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/**
 * /scanCard/scanPaperCard (ours, issue 34): take or choose a photo of a paper card (and of its back), the server reads
 * it in its queue (progress shown, polled), then the proposed fields on a phone-sized form under the photo; 保存为联系人
 * puts it in the address book with the picture; 再扫一张 starts over for several cards in a row.
 */
export default function ScanPaperCardRoute() {
  const { t } = useTranslation('networkScan');
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [scanId, setScanId] = useState('');
  const [saved, setSaved] = useState(false);
  const upload = useUploadCardScan();
  const scan = useCardScan(scanId);
  const discard = useDiscardCardScan();
  const restart = () => {
    setFiles({ front: null, back: null });
    setScanId('');
    setSaved(false);
    upload.reset();
  };

  const start = () => {
    if (!files.front) {
      toast.error(t('scan.pickFirst'));
      return;
    }
    upload.mutate({ front: files.front, back: files.back }, { onSuccess: (s) => setScanId(s.id), onError: (e) => toast.error(e.message) });
  };

  let body;
  if (saved) {
    body = (
      <div data-testid="scan-saved">
        <p className="result" role="status">
          {t('scan.saved')}
        </p>
        <div className="sc-actions">
          <button type="button" className="btn btn-primary" onClick={restart} data-testid="scan-again">
            {t('scan.again')}
          </button>
          <Link className="btn btn-ghost" to={paths.addressBook} data-testid="scan-to-book">
            {t('scan.toBook')}
          </Link>
        </div>
      </div>
    );
  } else if (!scanId) {
    body = <PickPhotos files={files} setFiles={setFiles} pending={upload.isPending} onStart={start} />;
  } else if (!scan.data) {
    body = scan.isError ? (
      <p className="form-error" role="alert">
        {scan.error.message}
      </p>
    ) : (
      <Loading />
    );
  } else if (scan.data.status === 'queued' || scan.data.status === 'running') {
    body = (
      <div data-testid="scan-reading">
        <Picture width={347} height={220} eager className="sc-photo" src={scan.data.photoUrl} alt={t('scan.photo')} />
        <p role="status" data-testid="scan-status">
          {t(`scan.${scan.data.status}`)}
        </p>
        <progress className="sc-progress" max={100} value={scan.data.progress} aria-label={t('scan.progress')} />
      </div>
    );
  } else {
    body = (
      <ScanForm
        key={scan.data.id}
        id={scan.data.id}
        photoUrl={scan.data.photoUrl}
        backUrl={scan.data.backUrl}
        fields={scan.data.fields}
        problem={scan.data.errorMessage}
        onSaved={() => setSaved(true)}
        onDiscard={() =>
          discard.mutate(scan.data!.id, {
            onSuccess: () => {
              toast.info(t('scan.discarded'));
              restart();
            },
          })
        }
      />
    );
  }
  return (
    <Page title={t('titles.scan')} backTo={paths.addressBook}>
      {body}
    </Page>
  );
}

function PickPhotos({ files, setFiles, pending, onStart }: { files: Record<Side, File | null>; setFiles: (f: Record<Side, File | null>) => void; pending: boolean; onStart: () => void }) {
  const { t } = useTranslation('networkScan');
  const front = usePreview(files.front);
  const back = usePreview(files.back);
  const put = (side: Side, file: File | undefined) => {
    if (file) setFiles({ ...files, [side]: file });
  };
  return (
    <div data-testid="scan-pick">
      <p className="muted">{t('scan.intro')}</p>
      <div className="sc-pick">
        <label className="btn btn-primary">
          <Camera size={18} aria-hidden="true" />
          {t('scan.takePhoto')}
          <input type="file" accept="image/*" capture="environment" onChange={(e) => put('front', e.target.files?.[0])} data-testid="scan-camera" />
        </label>
        <label className="btn btn-ghost">
          <ImagePlus size={18} aria-hidden="true" />
          {t('scan.pickPhoto')}
          <input type="file" accept="image/*" onChange={(e) => put('front', e.target.files?.[0])} data-testid="scan-album" />
        </label>
      </div>
      {(front || back) && (
        <div className="sc-thumbs">
          {front && (
            <figure>
              <Picture width={165} height={110} src={front} alt={t('scan.front')} />
              <figcaption>{t('scan.front')}</figcaption>
            </figure>
          )}
          {back && (
            <figure>
              <Picture width={165} height={110} src={back} alt={t('scan.back')} />
              <figcaption>{t('scan.back')}</figcaption>
            </figure>
          )}
        </div>
      )}
      <div className="sc-pick">
        {files.back ? (
          <button type="button" className="btn btn-ghost" onClick={() => setFiles({ ...files, back: null })} data-testid="scan-remove-back">
            {t('scan.removeBack')}
          </button>
        ) : (
          <label className="btn btn-ghost">
            <ImagePlus size={18} aria-hidden="true" />
            {t('scan.addBack')}
            <input type="file" accept="image/*" onChange={(e) => put('back', e.target.files?.[0])} data-testid="scan-back" />
          </label>
        )}
      </div>
      <button type="button" className="btn btn-primary" disabled={pending || !files.front} onClick={onStart} data-testid="scan-start">
        {t('scan.start')}
      </button>
    </div>
  );
}

function ScanForm({
  id,
  photoUrl,
  backUrl,
  fields,
  problem,
  onSaved,
  onDiscard,
}: {
  id: string;
  photoUrl: string;
  backUrl: string | null;
  fields: TCardFields;
  problem: string | null;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('networkScan');
  const [values, setValues] = useState<TCardFields>({ ...fields, mobiles: fields.mobiles.length ? fields.mobiles : [''] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCardScan();
  const set = (k: keyof TCardFields, v: string) => setValues((s) => ({ ...s, [k]: v }));
  const setMobile = (i: number, v: string) => setValues((s) => ({ ...s, mobiles: s.mobiles.map((m, j) => (j === i ? v : m)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(
      { id, fields: values },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const f = serverFieldErrors(err);
          setErrors(f);
          if (!Object.keys(f).length) toast.error(err.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="scan-form">
      <Picture width={347} height={220} className="sc-photo" src={photoUrl} alt={t('scan.photo')} data-testid="scan-photo" />
      {backUrl && <Picture width={347} height={220} className="sc-photo" src={backUrl} alt={t('scan.back')} />}
      {problem ? (
        <p className="form-error" role="alert" data-testid="scan-problem">
          {problem}
        </p>
      ) : (
        <p className="muted">{t('scan.check')}</p>
      )}
      {TEXT_FIELDS.slice(0, 4).map((k) => (
        <Field key={k} name={k} label={t(`field.${k}`)} value={values[k]} onChange={(e) => set(k, e.target.value)} error={errors[k]} data-testid={`scan-field-${k}`} />
      ))}
      {values.mobiles.map((m, i) => (
        <Field
          key={`m${i}`}
          name={`mobiles.${i}`}
          type="tel"
          inputMode="tel"
          label={t(i === 0 ? 'field.mobiles' : 'field.mobile2')}
          value={m}
          onChange={(e) => setMobile(i, e.target.value)}
          error={errors[`mobiles.${i}`] ?? (i === 0 ? errors.mobiles : undefined)}
          data-testid={`scan-field-mobile-${i}`}
        />
      ))}
      {TEXT_FIELDS.slice(4).map((k) => (
        <Field
          key={k}
          name={k}
          type={k === 'email' ? 'email' : 'text'}
          label={t(`field.${k}`)}
          value={values[k]}
          onChange={(e) => set(k, e.target.value)}
          error={errors[k]}
          data-testid={`scan-field-${k}`}
        />
      ))}
      <div className="sc-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="scan-save">
          {save.isPending ? t('scan.saving') : t('scan.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDiscard} data-testid="scan-discard">
          {t('scan.discard')}
        </button>
      </div>
    </form>
  );
}
