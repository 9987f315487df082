import { ZSaveCustodyPosterBody, type TCustodyPoster } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useCustodyPoster, useSaveCustodyPoster } from '../../../../features/programme/dealer/api';
import '../../../../features/programme/dealer/dealer.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /dealerCustody/custodyPosterEdit: the custodian's invitation poster: a title and a text (checked for sensitive
 * words by the server, shown as plain text), and the QR that opens the custody request screen naming them.
 */
export default function CustodyPosterEditRoute() {
  const { t } = useTranslation('programmeDealer');
  const q = useCustodyPoster();
  return (
    <Page title={t('titles.custodyPosterEdit')} backTo={paths.custodyIndex}>
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {!q.data && !q.isError && <Loading />}
      {q.data && <PosterForm key={`${q.data.posterTitle}\n${q.data.posterText}`} poster={q.data} />}
    </Page>
  );
}

function PosterForm({ poster }: { poster: TCustodyPoster }) {
  const { t } = useTranslation('programmeDealer');
  const save = useSaveCustodyPoster();
  const initial = { posterTitle: poster.posterTitle || t('poster.defaultTitle'), posterText: poster.posterText };
  const { values, setValues, errors, submit } = useContractForm(ZSaveCustodyPosterBody, 'programme.saveCustodyPoster', initial, async (v) => {
    await save.mutateAsync(v);
    toast.info(t('poster.saved'));
  });
  return (
    <>
      <section className="dl-poster" data-testid="custody-poster">
        <h2 data-testid="custody-poster-title">{values.posterTitle}</h2>
        <p data-testid="custody-poster-text">{values.posterText}</p>
        <Picture width={180} height={180} className="dl-qr" src={poster.qrDataUrl} alt={t('poster.qrAlt')} />
        <p className="muted">{t('poster.by', { name: poster.custodian.name })}</p>
      </section>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t('poster.title')}
          name="posterTitle"
          value={values.posterTitle}
          error={errors.posterTitle}
          onChange={(e) => setValues({ ...values, posterTitle: e.target.value })}
          data-testid="custody-poster-title-input"
        />
        <div className={`field${errors.posterText ? ' field-error' : ''}`}>
          <label htmlFor="f-posterText">{t('poster.text')}</label>
          <textarea
            id="f-posterText"
            className="dl-text"
            value={values.posterText}
            data-testid="custody-poster-text-input"
            onChange={(e) => setValues({ ...values, posterText: e.target.value })}
          />
          {errors.posterText && <p className="field-msg">{errors.posterText}</p>}
        </div>
        <Button type="submit" disabled={save.isPending} data-testid="custody-poster-save">
          {t('poster.save')}
        </Button>
      </form>
    </>
  );
}
