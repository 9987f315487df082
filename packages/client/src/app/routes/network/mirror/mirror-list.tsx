import { Link } from 'react-router';
import { MIRROR_MODULE, MIRROR_SWITCH_TYPES, type TMirrorState } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/datetime';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import {
  useAnswerRequest,
  useLeaveMirror,
  useMirrorRequests,
  useMirrorState,
  useMirrorSubs,
  useSetSwitch,
  useSlaverAuth,
  useSwitchVersion,
  useUndoMaster,
  useUpgradeMaster,
  useWithdrawRequest,
} from '../../../../features/network/api-mirror';
import { useModuleEntry } from '../../../../features/usercentre/api';
import { ModulePanel } from '../../../../features/usercentre/components/ModuleUnlock';
import '../../../../features/network/components/mirror.css';
import { Repeat2 } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Switch } from '../../../../components/ui/Switch';

const when = (iso: string) => formatDateTime(iso);

/**
 * /mirror/list: my mirror role and what it offers (upgrade or ask a master; my waiting or refused request; a master's
 * requests to approve or refuse, its subs and pushes; a sub's master, switches and leaving). Every mirror message
 * opens here (issue 31). Whether mirror sync opens for me is its module's state, the tiles' own (issue 31): locked, the page
 * offers the unlock (golden keys or VIP) in place; unlocked with keys, it works as for a VIP.
 */
export default function MirrorListRoute() {
  const { t } = useTranslation('networkMirror');
  const q = useMirrorState();
  const mod = useModuleEntry(MIRROR_MODULE);
  const title = t('titles.list');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.userCentre}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data || mod.isPending)
    return (
      <Page title={title} backTo={paths.userCentre}>
        <Loading />
      </Page>
    );
  const s = q.data;
  // The guard answers every mirror call from the same state: when it cannot be read here, the calls still say so.
  const closed = mod.data ? mod.data.state !== 'open' : false;
  return (
    <Page title={title} backTo={paths.userCentre}>
      <p className="result" data-testid="mirror-role">
        {t(`role.${s.role}`)}
      </p>
      {closed ? <ModulePanel moduleId={MIRROR_MODULE} /> : s.role === 'master' ? <Master s={s} /> : s.role === 'sub' ? <Sub s={s} /> : <NoRole s={s} />}
    </Page>
  );
}

/** My own request to a master: waiting (with 撤回), or refused until I may ask that master again. */
function OwnRequest({ s }: { s: TMirrorState }) {
  const { t } = useTranslation('networkMirror');
  const withdraw = useWithdrawRequest();
  const r = s.request;
  if (!r) return null;
  if (r.state === 'refused') {
    return (
      <p className="result muted" data-testid="mirror-request" data-state="refused">
        {t('request.refused', { name: r.person.name, time: when(r.retryAt ?? r.requestedAt) })}
      </p>
    );
  }
  return (
    <ul className="menu" data-testid="mirror-request" data-state="pending">
      <li className="menu-row mirror-note">
        <span>{t('request.pending', { name: r.person.name })}</span>
      </li>
      <li className="menu-row muted mirror-note">{t('request.pendingHint')}</li>
      <li className="menu-row">
        <ConfirmButton
          className="btn btn-ghost"
          label={t('request.withdraw')}
          armedLabel={t('request.withdrawConfirm')}
          disabled={withdraw.isPending}
          testId="mirror-withdraw"
          onConfirm={() => withdraw.mutate(undefined, { onSuccess: () => toast.info(t('done.withdrawn')) })}
        />
      </li>
    </ul>
  );
}

function NoRole({ s }: { s: TMirrorState }) {
  const { t } = useTranslation('networkMirror');
  const upgrade = useUpgradeMaster();
  // While my request waits, I neither upgrade nor ask another master (the server refuses both): only 撤回 is offered.
  if (s.request?.state === 'pending') return <OwnRequest s={s} />;
  return (
    <>
      <OwnRequest s={s} />
      <ul className="menu">
        <li className="menu-row">
          <p className="muted">{t('none.intro')}</p>
        </li>
        <li className="menu-row">
          <Button type="button" data-testid="mirror-upgrade" disabled={upgrade.isPending} onClick={() => upgrade.mutate(undefined, { onSuccess: () => toast.info(t('done.upgraded')) })}>
            {t('none.upgrade')}
          </Button>
        </li>
        <li>
          <Link to={paths.mirrorSearchMother} data-testid="mirror-find-master">
            {t('none.findMaster')}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** A master's waiting requests, each with 同意 / 拒绝. */
function Requests({ count }: { count: number }) {
  const { t } = useTranslation('networkMirror');
  const q = useMirrorRequests(true);
  const answer = useAnswerRequest();
  const rows = rowsOf(q.data);
  const act = (phoneIdEcr: string, action: 'approve' | 'refuse') =>
    answer.mutate({ phoneIdEcr, action }, { onSuccess: () => toast.info(t(action === 'approve' ? 'done.approved' : 'done.refused')) });
  return (
    <>
      <h2 className="section-title">{t('master.requests', { count })}</h2>
      <ul className="menu" data-testid="mirror-requests">
        {rows.length === 0 && <EmptyState icon={Repeat2} title={t('master.noRequests')} hint={t('master.noRequestsHint')} as="li" />}
        {rows.map((r) => (
          <li key={r.person.phoneIdEcr} className="menu-row mirror-request-row" data-testid="mirror-request-row">
            <div>
              <strong>{r.person.name}</strong>
              <p className="muted">{[r.person.company, t('master.requestedAt', { time: when(r.requestedAt) })].filter(Boolean).join(' · ')}</p>
            </div>
            <span className="mirror-request-actions">
              <Button type="button" data-testid="mirror-approve" disabled={answer.isPending} onClick={() => act(r.person.phoneIdEcr, 'approve')}>
                {t('master.approve')}
              </Button>
              <Button type="button" variant="ghost" data-testid="mirror-refuse" disabled={answer.isPending} onClick={() => act(r.person.phoneIdEcr, 'refuse')}>
                {t('master.refuse')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function Master({ s }: { s: TMirrorState }) {
  const { t } = useTranslation('networkMirror');
  const subs = useMirrorSubs(true);
  const auth = useSlaverAuth();
  const undo = useUndoMaster();
  const rows = rowsOf(subs.data);
  return (
    <>
      {/* A link is the row itself (.menu a, full width); inside a .menu-row it drew a second border under its text only. */}
      <ul className="menu">
        <li>
          <Link to={paths.mirrorPushBk} data-testid="mirror-go-push">
            {t('master.push')}
          </Link>
        </li>
        <li>
          <Link to={paths.mirrorHistory} data-testid="mirror-go-history">
            {t('master.history')}
          </Link>
        </li>
        <li>
          <Link to={paths.mirrorSearchSon}>{t('master.searchSon')}</Link>
        </li>
        <li>
          <Link to={paths.mirrorBindRelationship}>{t('relationship')}</Link>
        </li>
      </ul>
      <Requests count={s.pendingCount} />
      <h2 className="section-title">{t('master.subs', { count: s.subCount })}</h2>
      <ul className="menu" data-testid="mirror-subs">
        {rows.length === 0 && (
          <EmptyState icon={Repeat2} title={t('master.noSubs')} hint={t('master.noSubsHint')} action={{ label: t('master.noSubsAction'), to: paths.mirrorSearchSon }} as="li" />
        )}
        {rows.map((r) => (
          <li key={r.person.phoneIdEcr} data-testid="mirror-sub">
            <div className="menu-row">
              <strong>{r.person.name}</strong>
              <span className="muted">
                {r.switches
                  .filter((x) => x.allowed)
                  .map((x) => t(`types.${x.contentType}`))
                  .join(' · ') || t('master.allOff')}
              </span>
            </div>
            <Switch
              label={t('master.showPushes')}
              checked={r.state === 'bound'}
              disabled={auth.isPending}
              onChange={(on) => auth.mutate({ phoneIdEcr: r.person.phoneIdEcr, action: on ? 'allow' : 'forbid' })}
            />
            <ConfirmButton
              className="btn btn-ghost"
              label={t('master.unbind')}
              armedLabel={t('master.unbindConfirm')}
              disabled={auth.isPending}
              onConfirm={() => auth.mutate({ phoneIdEcr: r.person.phoneIdEcr, action: 'unbind' })}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(subs.hasNextPage)} loading={subs.isFetchingNextPage} onMore={() => void subs.fetchNextPage()} />
      <div className="result">
        <ConfirmButton
          className="btn btn-ghost"
          label={t('master.undo')}
          armedLabel={t('master.undoConfirm')}
          confirmText={t('master.undoHint')}
          disabled={undo.isPending}
          testId="mirror-undo"
          onConfirm={() => undo.mutate(undefined, { onSuccess: () => toast.info(t('done.undone')) })}
        />
      </div>
    </>
  );
}

function Sub({ s }: { s: TMirrorState }) {
  const { t } = useTranslation('networkMirror');
  const setSwitch = useSetSwitch();
  const version = useSwitchVersion();
  const leave = useLeaveMirror();
  return (
    <>
      <ul className="menu">
        <li className="menu-row" data-testid="mirror-master">
          <span>{t('sub.master')}</span>
          <strong>{s.master?.name}</strong>
          {s.linkState === 'forbidden' && <span className="muted">{t('sub.forbidden')}</span>}
        </li>
        {s.master && (
          <li>
            <Link to={paths.msgPush(s.master.phoneIdEcr)} data-testid="mirror-received">
              {t('sub.received')}
            </Link>
          </li>
        )}
        <li>
          <Link to={paths.mirrorBindRelationship}>{t('relationship')}</Link>
        </li>
      </ul>
      <h2 className="section-title">{t('sub.switches')}</h2>
      <ul className="menu">
        {MIRROR_SWITCH_TYPES.map((type) => {
          const on = s.switches.find((x) => x.contentType === type)?.allowed ?? true;
          return (
            <li key={type}>
              <Switch
                label={t(`types.${type}`)}
                checked={on}
                disabled={setSwitch.isPending}
                onChange={(allowed) => setSwitch.mutate({ contentType: type, allowed })}
                testId={`mirror-switch-${type}`}
              />
            </li>
          );
        })}
      </ul>
      <h2 className="section-title">{t('sub.version')}</h2>
      <ul className="menu">
        {(['standard', 'promotion'] as const).map((v) => (
          <li key={v}>
            <label className="menu-row" htmlFor={`ver-${v}`}>
              <span>{t(`versions.${v}`)}</span>
              <input id={`ver-${v}`} type="radio" name="version" checked={s.promotionVersion === v} disabled={version.isPending} onChange={() => version.mutate(v)} />
            </label>
          </li>
        ))}
      </ul>
      <div className="result">
        <ConfirmButton
          className="btn btn-ghost"
          label={t('sub.leave')}
          armedLabel={t('sub.leaveConfirm')}
          confirmText={t('sub.leaveHint')}
          disabled={leave.isPending}
          testId="mirror-leave"
          onConfirm={() => leave.mutate(undefined, { onSuccess: () => toast.info(t('done.left')) })}
        />
      </div>
    </>
  );
}
