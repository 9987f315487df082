import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { BASENAME, paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRevokeShare, useShareReport } from '../api';
import { formatDateTime } from '../../../../lib/datetime';

/**
 * The owner's share link of one year. The token is shown only when the link is made (the server keeps its hash
 * alone): afterwards the panel says a link is live and offers a new one (which revokes the old) or revoking it.
 * Sharing earns nothing (WeChat's external-link rules), and the panel says no more than what the visitor sees.
 */
export function SharePanel({ year, liveSince }: { year: number; liveSince: string | null }) {
  const { t } = useTranslation('programmeInsight');
  const share = useShareReport();
  const revoke = useRevokeShare();
  const [link, setLink] = useState<string | null>(null);
  const make = () =>
    share.mutate(year, {
      onSuccess: (r) => setLink(`${window.location.origin}${BASENAME}${paths.sharedAnnualReport(r.token)}`),
    });
  const copy = () => {
    if (!link) return;
    void navigator.clipboard?.writeText(link).then(
      () => toast.info(t('share.copied')),
      () => undefined,
    );
  };
  return (
    <section className="ins-share" data-testid="annual-share">
      <h3 className="section-title">{t('share.title')}</h3>
      <p className="ins-note">{t('share.note')}</p>
      {link && (
        <>
          <input className="ins-share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="annual-share-link" aria-label={t('share.title')} />
          <Button type="button" variant="ghost" onClick={copy} data-testid="annual-share-copy">
            {t('share.copy')}
          </Button>
        </>
      )}
      {!link && liveSince && (
        <p className="ins-note" data-testid="annual-share-live">
          {t('share.live', { at: formatDateTime(liveSince) })}
        </p>
      )}
      <Button type="button" onClick={make} disabled={share.isPending} data-testid="annual-share-make">
        {t(liveSince || link ? 'share.remake' : 'share.make')}
      </Button>
      {(liveSince || link) && (
        <ConfirmButton
          label={t('share.revoke')}
          armedLabel={t('share.revokeConfirm')}
          disabled={revoke.isPending}
          testId="annual-share-revoke"
          onConfirm={() =>
            revoke.mutate(year, {
              onSuccess: () => {
                setLink(null);
                toast.info(t('share.revoked'));
              },
            })
          }
        />
      )}
    </section>
  );
}
