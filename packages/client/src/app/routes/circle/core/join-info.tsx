import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { useApplyJoin, useJoinInfo } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { Picture } from '../../../../components/ui/Picture';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * CircleJoinInfo/:cid: what a shared link or QR code opens. A visitor sees the circle and joins, applies or pays;
 * a member goes on to the circle's home.
 */
export default function JoinInfoRoute() {
  const { t } = useTranslation('circle');
  const cid = useParams().cid ?? '';
  const inviter = useSearchParams()[0].get('inviter') ?? '';
  const q = useJoinInfo(cid, inviter);
  const apply = useApplyJoin();
  const [note, setNote] = useState('');
  const title = t('titles.joinInfo');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <p className="result" data-testid="join-info-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  const c = q.data;
  if (c.my.state === 'joined') return <Navigate to={paths.circleAffiche(cid)} replace />;
  const signedIn = Boolean(tokenStore.get());
  const here = `${paths.circleJoinInfo(cid)}${inviter ? `?inviter=${encodeURIComponent(inviter)}` : ''}`;
  return (
    <Page title={title} backTo={paths.myCircles}>
      <section className="cc-card" data-testid="join-card">
        {c.avatarUrl ? (
          <Picture width={72} height={72} eager className="cc-avatar" src={c.avatarUrl} alt="" />
        ) : (
          <span className="cc-avatar cc-initial" aria-hidden>
            {[...c.name][0]}
          </span>
        )}
        <h2 data-testid="join-name">{c.name}</h2>
        <p className="muted">
          {t('item.members', { n: c.memberCount })} · {t('join.owner', { name: c.ownerName })}
        </p>
        {c.labels.length > 0 && (
          <p className="cc-labels" style={{ justifyContent: 'center' }}>
            {c.labels.map((l) => (
              <span key={l} className="cc-chip">
                {l}
              </span>
            ))}
          </p>
        )}
        <p>{c.description}</p>
        {c.inviter && (
          <p className="muted" data-testid="join-inviter">
            {t('join.invitedBy', { name: c.inviter.name })}
          </p>
        )}
        <p className="muted" data-testid="join-way">
          {t(`joinWay.${c.joinWay}`)}
          {c.joinWay === 'paid' ? ` ¥${yuan(c.joinPriceFen)}` : ''}
        </p>
      </section>
      {!signedIn ? (
        <Link className="btn btn-primary" to={`${paths.login}?redirect=${encodeURIComponent(here)}`} data-testid="join-login">
          {t('join.loginFirst')}
        </Link>
      ) : c.my.state === 'applied' ? (
        <p className="result muted" data-testid="join-applied">
          {t('join.applied')}
        </p>
      ) : c.joinWay === 'paid' ? (
        <Link className="btn btn-primary" to={paths.circlePay(cid, 'join')} data-testid="join-pay">
          {t('join.pay', { price: yuan(c.joinPriceFen) })}
        </Link>
      ) : (
        <>
          {c.joinWay === 'approval' && (
            <div className="field">
              <label htmlFor="f-note">{t('join.note')}</label>
              <div className="field-row">
                <input id="f-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={50} />
              </div>
            </div>
          )}
          <Button type="button" disabled={apply.isPending} data-testid="join-apply" onClick={() => apply.mutate({ cid, note })}>
            {c.joinWay === 'approval' ? t('join.apply') : t('join.join')}
          </Button>
        </>
      )}
      {signedIn && c.viewPriceFen > 0 && c.my.state !== 'applied' && (
        <Link className="btn btn-ghost" to={paths.circlePay(cid, 'view')} data-testid="join-pay-view">
          {t('join.payView', { price: yuan(c.viewPriceFen) })}
        </Link>
      )}
      {apply.error && (
        <p className="form-error" role="alert" data-testid="join-error">
          {apply.error.message}
        </p>
      )}
    </Page>
  );
}
