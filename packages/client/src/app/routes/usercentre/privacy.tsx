import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TPrivacy } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { toast } from '../../../lib/toast';
import { usePrivacy, useUpdatePrivacy } from '../../../features/usercentre/settings-api';
import { Switch } from '../../../components/ui/Switch';
import '../../../features/usercentre/usercentre.css';

// showPhoneToExchanged right after hidePhone: it only matters while the phone is hidden (issue 31).
const KEYS: (keyof TPrivacy)[] = ['allowStrangerSearch', 'allowColleagueView', 'hidePhone', 'showPhoneToExchanged', 'showInMobileSite'];

/**
 * The five privacy switches. Each change is saved at once; a refusal (the company locks privacy) shows the
 * catalogue toast and the switch springs back to what the server holds.
 */
export default function PrivacyRoute() {
  const { t } = useTranslation('usercentre');
  const privacy = usePrivacy();
  const update = useUpdatePrivacy();
  const [draft, setDraft] = useState<TPrivacy | null>(null);
  useEffect(() => {
    if (privacy.data) {
      const { lockedByCompany: _locked, ...flags } = privacy.data;
      setDraft(flags);
    }
  }, [privacy.data]);

  if (!privacy.data || !draft)
    return (
      <Page title={t('titles.privacy')}>
        <Loading />
      </Page>
    );
  const change = (key: keyof TPrivacy, value: boolean) => {
    const before = draft;
    const next = { ...draft, [key]: value };
    setDraft(next);
    update.mutate(next, { onSuccess: () => toast.info(t('privacy.saved')), onError: () => setDraft(before) });
  };

  return (
    <Page title={t('titles.privacy')}>
      {privacy.data.lockedByCompany && (
        <p className="uc-note" data-testid="privacy-locked">
          {t('privacy.lockedNote')}
        </p>
      )}
      {KEYS.map((k) => (
        <Switch key={k} label={t(`privacy.${k}`)} hint={t(`privacy.hints.${k}`)} checked={draft[k]} disabled={update.isPending} onChange={(v) => change(k, v)} testId={`privacy-${k}`} />
      ))}
    </Page>
  );
}
