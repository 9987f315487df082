import '../../../../features/video/video-visitors.css';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ANY_CARD, type TShowVideo } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { withReturn } from '../../../../lib/return-path';
import { toast } from '../../../../lib/toast';
import { useCollect, useNeighbour, useSaveToMine, useShowVideo } from '../../../../features/video/api-visitors';
import { VisitorsPlayer } from '../../../../features/video/components/VisitorsPlayer';

/** The player's address for a video opened from a card's list (`card` keeps prev/next inside that card). */
export const playerOf = (id: string, card?: string) => (card ? `${paths.shortVideo(id)}?${new URLSearchParams({ card })}` : paths.shortVideo(id));

/**
 * /microvideo/shortVideo/:id: a visitor (signed out too: shared links open in the messaging app's browser) watches a
 * video full screen; ad and epilogue at the end; collect, complain and "save to my videos" once signed in; the
 * owner's button; previous/next by swipe or buttons (inside the card when opened from one, else the discover feed).
 */
export default function ShortVideoRoute() {
  const { t } = useTranslation('videoVisitors');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const card = search.get('card') ?? '';
  const q = useShowVideo(id, card || ANY_CARD);
  const navigate = useNavigate();
  const neighbour = useNeighbour();
  const go = (direction: 'prev' | 'next') =>
    neighbour.mutate(
      { id, direction, ...(card ? { phoneIdEcr: card } : {}) },
      {
        onSuccess: (v) => (v ? navigate(playerOf(v.id, card || undefined)) : toast.info(t(direction === 'next' ? 'player.noNext' : 'player.noPrev'))),
      },
    );
  if (q.isError) {
    return (
      <Page title={t('titles.shortVideo')} backTo={paths.discover}>
        <p className="result muted" data-testid="vv-missing">
          {q.error.message}
        </p>
        <Link className="btn btn-ghost" to={paths.discover}>
          {t('player.browse')}
        </Link>
      </Page>
    );
  }
  if (!q.data)
    return (
      <Page title={t('titles.shortVideo')}>
        <Loading />
      </Page>
    );
  const v = q.data;
  return (
    <Page title={v.title} backTo={card ? paths.cardVideos(card) : paths.discover}>
      <div className="vv-page" data-testid="vv-page">
        <VisitorsPlayer video={v} onSwipe={go} />
        <div className="vv-info">
          <h2 data-testid="vv-title">{v.title}</h2>
          <p>
            <Link to={paths.card(v.owner.phoneIdEcr)} data-testid="vv-owner">
              {v.owner.name || t('player.owner')}
            </Link>{' '}
            · {t('list.views', { count: v.views })}
          </p>
          {v.intro && <p className="muted">{v.intro}</p>}
        </div>
        <Actions v={v} card={card} />
        <div className="vv-nav">
          <button type="button" className="btn btn-ghost" onClick={() => go('prev')} disabled={neighbour.isPending} data-testid="vv-prev">
            {t('player.prev')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => go('next')} disabled={neighbour.isPending} data-testid="vv-next">
            {t('player.next')}
          </button>
        </div>
      </div>
    </Page>
  );
}

/** Collect, complain, save a copy and the owner's button; a signed-out visitor is sent to log in for the first three. */
function Actions({ v, card }: { v: TShowVideo; card: string }) {
  const { t } = useTranslation('videoVisitors');
  const collect = useCollect();
  const save = useSaveToMine();
  const signedIn = Boolean(tokenStore.get());
  const navigate = useNavigate();
  // Back to this video after signing in or registering (issue 32), not to the management centre.
  const here = useLocation();
  const toLogin = () => navigate(withReturn(paths.login, here.pathname + here.search));
  const [collected, collects] = collect.data && collect.variables?.id === v.id ? [collect.data.collected, collect.data.collects] : [v.collected, v.collects];
  const owner = ownerButton(v);
  return (
    <div className="vv-actions">
      {!v.mine && (
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="vv-collect"
          aria-pressed={collected}
          disabled={collect.isPending}
          onClick={() => (signedIn ? collect.mutate({ id: v.id, on: !collected }, { onSuccess: (r) => toast.info(t(r.collected ? 'done.collected' : 'done.uncollected')) }) : toLogin())}
        >
          {collected ? t('player.collected', { count: collects }) : t('player.collect', { count: collects })}
        </button>
      )}
      {!v.mine && (
        <Link className="btn btn-ghost" data-testid="vv-complain" to={`${paths.videoComplaint(v.id)}?${new URLSearchParams({ card: card || v.owner.phoneIdEcr })}`}>
          {t('player.complain')}
        </Link>
      )}
      {!v.mine && (
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="vv-save"
          disabled={save.isPending}
          onClick={() => (signedIn ? save.mutate(v.id, { onSuccess: () => toast.info(t('done.saved')) }) : toLogin())}
        >
          {t('player.save')}
        </button>
      )}
      {owner.href.startsWith('tel:') ? (
        <a className="btn" href={owner.href} data-testid="vv-owner-button">
          {t(`buttons.${v.buttonType}`)}
        </a>
      ) : (
        <Link className="btn" to={owner.href} data-testid="vv-owner-button">
          {t(`buttons.${v.buttonType}`)}
        </Link>
      )}
    </div>
  );
}

/** Where the owner's button goes: the card, a consultation, a call (when the owner shows a number) or the products. */
function ownerButton(v: TShowVideo): { href: string } {
  if (v.buttonType === 'products' && v.hasProducts) return { href: paths.videoProducts(v.id) };
  if (v.buttonType === 'consult') return { href: paths.advisory(v.owner.phoneIdEcr) };
  if (v.buttonType === 'call' && v.callNumber) return { href: `tel:${v.callNumber}` };
  return { href: paths.card(v.owner.phoneIdEcr) };
}
