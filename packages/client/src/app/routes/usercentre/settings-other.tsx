import { useState, type FormEvent } from 'react';
import { ZErrorCodeQuery } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { validate } from '../../../lib/form-errors';
import { useHomeAggregate } from '../../../features/usercentre/api';
import { useUserInfo } from '../../../features/account/api';
import { useErrorLookup, useMobileRules } from '../../../features/usercentre/settings-api';
import { BindRequestList } from '../../../features/usercentre/components/BindRequestList';
import { ListGroup, ListRow } from '../../../components/ui/ListRow';

/**
 * Other settings: agents' bind requests, the supported region codes, and, for customer service and operators only
 * (the server refuses everyone else, issue 32), the error-code lookup.
 */
export default function SettingsOtherRoute() {
  const { t } = useTranslation('usercentre');
  const home = useHomeAggregate();
  const me = useUserInfo(true);
  const support = Boolean(me.data?.roles.some((r) => r === 'customerService' || r === 'operator'));
  const rules = useMobileRules();
  const lookup = useErrorLookup();
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZErrorCodeQuery, { status }, currentLang(), 'usercentre.findErrorCode');
    setErrors(errs);
    if (!Object.keys(errs).length) lookup.mutate(status);
  };

  return (
    <Page title={t('titles.settingsOther')}>
      <h3 className="section-title">{t('binds.title')}</h3>
      {home.data ? <BindRequestList requests={home.data.pendingBinds} /> : <Loading />}
      <h3 className="section-title">{t('other.regions')}</h3>
      <ListGroup label={t('other.regions')} testId="mobile-rules">
        {rules.data?.map((r) => (
          <ListRow key={r.regionCode} title={t(`other.region.${r.regionCode.slice(1)}`)} value={r.regionCode} />
        ))}
      </ListGroup>
      {support && (
        <>
          <h3 className="section-title">{t('other.errorLookup')}</h3>
          <form className="form" onSubmit={submit} noValidate>
            <Field label={t('other.status')} name="status" autoCapitalize="characters" value={status} onChange={(e) => setStatus(e.target.value)} error={errors.status} />
            <Button type="submit" variant="ghost" disabled={lookup.isPending} data-testid="error-lookup">
              {t('other.lookup')}
            </Button>
          </form>
          {lookup.data && (
            <p className="uc-note" data-testid="error-lookup-result">
              {lookup.data.status} · {lookup.data.code} · {lookup.data.msg}
            </p>
          )}
        </>
      )}
    </Page>
  );
}
