import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, type Lang } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { currentLang, setLang, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCleanup, usePersonalData, useSetDynamic, useUpdateLanguage } from '../../../features/usercentre/settings-api';
import { Switch } from '../../../components/ui/Switch';
import '../../../features/usercentre/usercentre.css';
import { CleanupSheet } from '../../../features/usercentre/components/CleanupSheet';
import { RowChevron } from '../../../components/ui/Icon';
import { Tabs } from '../../../components/ui/Tabs';

/** Settings: language, dynamics, one-key cleanup (daily limit), and the way to privacy and security. */
export default function SettingsRoute() {
  const { t } = useTranslation('usercentre');
  const qc = useQueryClient();
  const me = usePersonalData();
  const language = useUpdateLanguage();
  const dynamic = useSetDynamic();
  const cleanup = useCleanup();
  const [limitMsg, setLimitMsg] = useState('');
  const [confirming, setConfirming] = useState(false);

  // The server saves the choice and sets the cookie; the page follows at once and reloads server texts.
  const choose = (lang: Lang) =>
    language.mutate(lang, {
      onSuccess: async () => {
        await setLang(lang);
        await qc.invalidateQueries();
      },
    });

  const runCleanup = () =>
    cleanup.mutate(undefined, {
      onSettled: () => setConfirming(false),
      onSuccess: (r) => {
        setLimitMsg('');
        toast.info(t('settings.cleaned', { messages: r.messagesRemoved, visits: r.visitsRemoved, used: r.usedToday, limit: r.limit }));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'CLEANUP_LIMIT') setLimitMsg(err.message);
      },
    });

  if (!me.data)
    return (
      <Page title={t('titles.settings')}>
        <Loading />
      </Page>
    );
  const lang = currentLang();
  return (
    <Page title={t('titles.settings')}>
      <h3 className="section-title">{t('settings.language')}</h3>
      {/* Each language named in itself, so a reader of either finds theirs. */}
      <Tabs
        variant="chips"
        label={t('settings.language')}
        value={lang}
        onChange={choose}
        disabled={language.isPending}
        options={[
          { value: 'zh-CN', label: '简体中文', testId: 'lang-zh' },
          { value: 'en', label: 'English', testId: 'lang-en' },
        ]}
      />
      <h3 className="section-title">{t('settings.general')}</h3>
      <Switch
        label={t('settings.dynamics')}
        hint={t('settings.dynamicsHint')}
        checked={me.data.dynamicOn}
        disabled={dynamic.isPending}
        onChange={(on) => dynamic.mutate(on)}
        testId="dynamic-switch"
      />
      <ul className="menu">
        <li>
          <Link to={paths.privacySet} data-testid="link-privacy">
            <span>{t('mine.links.privacy')}</span>
            <RowChevron />
          </Link>
        </li>
        <li>
          <Link to={paths.passwordHome} data-testid="link-security">
            <span>{t('mine.links.security')}</span>
            <RowChevron />
          </Link>
        </li>
      </ul>
      <h3 className="section-title">{t('settings.cleanup')}</h3>
      <p className="uc-note">{t('settings.cleanupHint', { limit: LIMITS.usercentre.cleanupPerDay })}</p>
      <Button variant="ghost" onClick={() => setConfirming(true)} disabled={cleanup.isPending} data-testid="cleanup">
        {t('settings.cleanupButton')}
      </Button>
      {limitMsg && (
        <p className="field-msg" role="alert" data-testid="cleanup-limit">
          {limitMsg}
        </p>
      )}
      <CleanupSheet open={confirming} onClose={() => setConfirming(false)} onConfirm={runCleanup} pending={cleanup.isPending} />
    </Page>
  );
}
