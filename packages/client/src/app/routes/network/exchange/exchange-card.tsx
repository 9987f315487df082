import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { publicCardPath, type ExchangeState } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDeleteContact, useExchangeAction, useExchangeState, type ExchangeAction } from '../../../../features/network/api-exchange';
import { useRelationship, useToggleSubscription } from '../../../../features/usercentre/settings-api';
import { ExchangeAvatar } from '../../../../features/network/components/exchange-person';
import '../../../../features/network/components/exchange.css';

/** What each state offers: the primary action and, for a received request, declining it too. */
const ACTIONS: Record<ExchangeState, ExchangeAction[]> = {
  own: [],
  none: ['apply'],
  'pending-sent': ['cancel'],
  'pending-received': ['agree', 'refuse'],
  exchanged: [],
};

/**
 * Another user's card inside the app (from the address book, a search, a scan, or 交换名片 / 收藏 on their public
 * card): who it is, the exchange and its state, and collecting the card (我的订阅).
 */
export default function ExchangeCardRoute() {
  const { t } = useTranslation('network');
  const phoneIdEcr = useSearchParams()[0].get('phoneIdEcr') ?? '';
  const q = useExchangeState(phoneIdEcr);
  const act = useExchangeAction();
  const remove = useDeleteContact();
  const own = q.data?.state === 'own';
  const rel = useRelationship(phoneIdEcr, Boolean(q.data) && !own);
  const toggle = useToggleSubscription();
  const collect = () =>
    toggle.mutate(phoneIdEcr, {
      onSuccess: (r) => toast.info(t(r.subscribed ? 'card.collectDone' : 'card.uncollectDone')),
      onError: (e) => toast.error(e.message),
    });
  // The public card's 收藏 opens this screen with #collect: the tap is carried out here, once, also when it came back
  // through login or registration (issue 32); a card already collected stays collected. The hash is then dropped so
  // a reload or the back arrow does not repeat it.
  const location = useLocation();
  const navigate = useNavigate();
  const resumed = useRef(false);
  useEffect(() => {
    if (location.hash !== '#collect' || !rel.data || own || resumed.current) return;
    resumed.current = true;
    if (!rel.data.subscribed) collect();
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  });
  const run = (action: ExchangeAction) =>
    act.mutate(
      { action, phoneIdEcr },
      {
        onSuccess: () => toast.info(t(`card.done.${action}`)),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <Page title={t('titles.exchangeCard')} backTo={paths.addressBook}>
      {q.isError ? (
        <p className="result muted" role="alert" data-testid="card-error">
          {q.error.message}
        </p>
      ) : !q.data ? (
        <Loading />
      ) : (
        <div className="nx-card" data-testid="exchange-card">
          <ExchangeAvatar p={q.data.person} />
          <h2 data-testid="card-name">{q.data.person.name}</h2>
          <p className="muted">{[q.data.person.company, q.data.person.position].filter(Boolean).join(' · ')}</p>
          <p data-testid="exchange-state" data-state={q.data.state}>
            {t(`card.state.${q.data.state}`)}
          </p>
          {ACTIONS[q.data.state].map((a) => (
            <button
              key={a}
              type="button"
              className={`btn ${a === 'refuse' || a === 'cancel' ? 'btn-ghost' : 'btn-primary'}`}
              disabled={act.isPending}
              onClick={() => run(a)}
              data-testid={`exchange-${a}`}
            >
              {t(`card.action.${a}`)}
            </button>
          ))}
          {q.data.state === 'exchanged' && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={remove.isPending}
              data-testid="contact-delete"
              onClick={() => remove.mutate(phoneIdEcr, { onSuccess: () => toast.info(t('card.deleted')), onError: (e) => toast.error(e.message) })}
            >
              {t('card.delete')}
            </button>
          )}
          {!own && rel.data && (
            <button
              type="button"
              className={`btn ${rel.data.subscribed ? 'btn-ghost' : 'btn-primary'}`}
              disabled={toggle.isPending}
              aria-pressed={rel.data.subscribed}
              onClick={collect}
              data-testid="collect"
            >
              {t(rel.data.subscribed ? 'card.collected' : 'card.collect')}
            </button>
          )}
          <p>
            <a href={publicCardPath(phoneIdEcr)} data-testid="card-open-public">
              {t('card.openPublic')}
            </a>
          </p>
        </div>
      )}
    </Page>
  );
}
