import { useState } from 'react';
import { Link } from 'react-router';
import { PENDANT_CATEGORIES, type PendantCategory, type TPendant } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { usePendants, useTakeOffPendant, useWearPendant } from '../../../../features/programme/persona/api';
import '../../../../features/programme/persona/persona.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/**
 * /acc/avatarPendant (hub 头像挂件): the pendant catalogue previewed on the caller's own avatar; choosing one is a VIP
 * feature (a non-VIP's tap answers the catalogue's VIP message in the toast, and the screen shows the way to VIP);
 * the worn one can be taken off. Others see the pendant over the card avatar while the owner is VIP.
 */
export default function PendantsRoute() {
  const { t, i18n } = useTranslation('programmePersona');
  const [category, setCategory] = useState<PendantCategory | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const q = usePendants(category);
  const wear = useWearPendant();
  const takeOff = useTakeOffPendant();
  const d = q.data;
  const nameOf = (p: TPendant) => (i18n.language === 'en' ? p.nameEn : p.nameZh);
  const current = d?.items.find((p) => p.id === d.currentId) ?? null;
  const chosen = d?.items.find((p) => p.id === (picked ?? d.currentId)) ?? null;
  const locked = wear.error instanceof ApiError && wear.error.code === 'MODULE_LOCKED';

  return (
    <Page title={t('titles.pendants')} backTo={paths.programmeHub}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {d && (
        <>
          <section className="ps-stage" data-testid="pendant-stage">
            <Avatar url={d.avatarUrl} name={d.name} seed={d.phoneIdEcr} className="avatar avatar-xl" pendantUrl={chosen?.imageUrl} />
            <div className="ps-stage-text">
              <p className="ps-name">{d.name}</p>
              <p className="muted" data-testid="pendant-status">
                {current ? t(d.shown ? 'pendants.wearing' : 'pendants.wearingHidden', { name: nameOf(current) }) : t('pendants.none')}
              </p>
              {d.phoneIdEcr && (
                <Link className="btn btn-ghost" to={paths.card(d.phoneIdEcr)} data-testid="view-card">
                  {t('pendants.viewCard')}
                </Link>
              )}
            </div>
          </section>
          {(!d.isVip || locked) && (
            <div className="ps-vip" role="note" data-testid="pendant-vip-only">
              <p>{locked && wear.error ? wear.error.message : t('pendants.vipOnly')}</p>
              <Link className="btn btn-primary" to={paths.vipCentre} data-testid="pendant-to-vip">
                {t('pendants.toVip')}
              </Link>
            </div>
          )}
          <p className="ps-intro muted">{t('pendants.intro')}</p>
          <Tabs
            variant="chips"
            label={t('pendants.pick')}
            value={category ?? 'all'}
            onChange={(c) => setCategory(c === 'all' ? null : c)}
            options={[
              { value: 'all' as const, label: t('pendants.all'), testId: 'pendant-cat-all' },
              ...PENDANT_CATEGORIES.map((c) => ({ value: c, label: t(`pendants.categories.${c}`), testId: `pendant-cat-${c}` })),
            ]}
          />
          {d.items.length === 0 && <EmptyState icon={Sparkles} title={t('pendants.empty')} hint={t('pendants.emptyHint')} />}
          <ul className="ps-grid" data-testid="pendant-grid">
            {d.items.map((p) => (
              <li key={p.id}>
                <button type="button" className="ps-tile" aria-pressed={p.id === (picked ?? d.currentId)} onClick={() => setPicked(p.id)} data-testid={`pendant-${p.id}`}>
                  <Avatar url={d.avatarUrl} name={d.name} seed={d.phoneIdEcr} pendantUrl={p.imageUrl} />
                  <span className="ps-tile-name">{nameOf(p)}</span>
                  {p.id === d.currentId && (
                    <span className="badge" data-testid="pendant-worn">
                      {t('pendants.worn')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <div className="ps-actions">
            <Button
              type="button"
              disabled={!chosen || chosen.id === d.currentId || wear.isPending}
              data-testid="pendant-wear"
              onClick={() =>
                chosen &&
                wear.mutate(chosen.id, {
                  onSuccess: () => {
                    setPicked(null);
                    toast.info(t('pendants.wornDone'));
                  },
                })
              }
            >
              {t('pendants.wear')}
            </Button>
            {d.currentId && (
              <ConfirmButton
                label={t('pendants.cancel')}
                armedLabel={t('pendants.cancelArmed')}
                testId="pendant-cancel"
                disabled={takeOff.isPending}
                onConfirm={() =>
                  takeOff.mutate(undefined, {
                    onSuccess: () => {
                      setPicked(null);
                      toast.info(t('pendants.cancelled'));
                    },
                  })
                }
              />
            )}
          </div>
        </>
      )}
    </Page>
  );
}
