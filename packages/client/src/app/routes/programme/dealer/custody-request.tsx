import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useCustodian, useRequestCustody } from '../../../../features/programme/dealer/api';
import '../../../../features/programme/dealer/dealer.css';

/**
 * /dealerCustody/custodyRequest (?custodian=<card id>, what a custodian's poster QR opens): the custodian's poster
 * and the owner's request. Without the parameter the owner types the custodian's card id.
 */
export default function CustodyRequestRoute() {
  const { t } = useTranslation('programmeDealer');
  const [params] = useSearchParams();
  const [typed, setTyped] = useState('');
  const [idEcr, setIdEcr] = useState(params.get('custodian') ?? '');
  return (
    <Page title={t('titles.custodyRequest')} backTo={paths.custodyIndex}>
      {!idEcr ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            setIdEcr(typed.trim());
          }}
        >
          <Field label={t('request.idLabel')} name="custodianIdEcr" value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="custody-custodian-id" />
          <p className="muted">{t('request.idHint')}</p>
          <Button type="submit" disabled={!typed.trim()} data-testid="custody-custodian-find">
            {t('request.find')}
          </Button>
        </form>
      ) : (
        <Custodian idEcr={idEcr} onBack={() => setIdEcr('')} />
      )}
    </Page>
  );
}

function Custodian({ idEcr, onBack }: { idEcr: string; onBack: () => void }) {
  const { t } = useTranslation('programmeDealer');
  const navigate = useNavigate();
  const q = useCustodian(idEcr);
  const request = useRequestCustody();
  const [note, setNote] = useState('');
  if (q.isError)
    return (
      <>
        <p className="result" role="alert">
          {q.error.message}
        </p>
        <Button variant="ghost" onClick={onBack}>
          {t('request.again')}
        </Button>
      </>
    );
  if (!q.data) return <Loading />;
  const c = q.data;
  return (
    <>
      <section className="dl-poster" data-testid="custody-custodian">
        <Avatar url={c.custodian.avatarUrl} name={c.custodian.name} seed={c.custodian.phoneIdEcr} />
        <h2>{c.posterTitle || c.custodian.name}</h2>
        {c.posterText && <p>{c.posterText}</p>}
        <p className="muted">{t('poster.by', { name: c.custodian.name })}</p>
      </section>
      {c.isSelf ? (
        <p className="result muted">{t('request.self')}</p>
      ) : (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate({ custodianIdEcr: idEcr, note: note.trim() }, { onSuccess: () => void navigate(paths.custodyIndex) });
          }}
        >
          <Field label={t('request.note')} name="note" value={note} maxLength={LIMITS.programmeDealer.custodyNoteMax} onChange={(e) => setNote(e.target.value)} data-testid="custody-note" />
          <p className="muted">{t('request.explain')}</p>
          <Button type="submit" disabled={request.isPending} data-testid="custody-request">
            {t('request.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
