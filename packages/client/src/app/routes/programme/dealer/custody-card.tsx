import { useSearchParams } from 'react-router';
import { ZUpdateCustodyCardBody, type TCustodyCard } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useCustodyCard, useUpdateCustodyCard } from '../../../../features/programme/dealer/api';
import '../../../../features/programme/dealer/dealer.css';

const FIELDS = ['name', 'company', 'department', 'position', 'taxNumber', 'landline', 'fax', 'email'] as const;
type Form = Record<(typeof FIELDS)[number], string> & { custodyId: string };

/** /dealerCustody/custodyCard?id=: the custodian edits the basic info of a card in their custody (the card's rules). */
export default function CustodyCardRoute() {
  const { t } = useTranslation('programmeDealer');
  const [params] = useSearchParams();
  const q = useCustodyCard(params.get('id') ?? '');
  return (
    <Page title={t('titles.custodyCard')} backTo={paths.custodyHome}>
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && <CardForm key={JSON.stringify(q.data)} card={q.data} />}
    </Page>
  );
}

function CardForm({ card }: { card: TCustodyCard }) {
  const { t } = useTranslation('programmeDealer');
  const save = useUpdateCustodyCard();
  const initial: Form = { custodyId: card.custodyId, ...(Object.fromEntries(FIELDS.map((f) => [f, card[f]])) as Record<(typeof FIELDS)[number], string>) };
  const { values, setValues, errors, submit } = useContractForm(ZUpdateCustodyCardBody, 'programme.updateCustodyCard', initial, async (v) => {
    await save.mutateAsync(v);
    toast.info(t('card.saved'));
  });
  return (
    <form className="form" noValidate onSubmit={submit} data-testid="custody-card-form">
      <p className="muted">{t('card.owner', { name: card.owner.name })}</p>
      {FIELDS.map((f) => (
        <Field
          key={f}
          label={t(`card.${f}`)}
          name={f}
          value={values[f]}
          error={errors[f]}
          data-testid={`custody-card-${f}`}
          onChange={(e) => setValues({ ...values, [f]: e.target.value })}
        />
      ))}
      <Button type="submit" disabled={save.isPending} data-testid="custody-card-save">
        {t('card.save')}
      </Button>
    </form>
  );
}
