import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useIssuerInfo } from '../../../../features/circle/api-bulletin';
import '../../../../features/circle/bulletin.css';

/**
 * CircleAffiche's children: a publisher's (issuer) or a circle friend's card summary within the circle, as the
 * circle's restrictions allow (others' info hidden: the catalogue message; contacts hidden: no mobile).
 */
function PersonScreen({ titleKey }: { titleKey: 'issuer' | 'friend' }) {
  const { t } = useTranslation('circleBulletin');
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const q = useIssuerInfo(cid, params.get('phoneIdEcr') ?? '');
  const title = t(`titles.${titleKey}`);
  const back = paths.circleAffiche(cid);
  if (q.error)
    return (
      <Page title={title} backTo={back}>
        <p className="form-error" role="alert" data-testid="form-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  const p = q.data;
  return (
    <Page title={title} backTo={back}>
      <section className="circle-head">
        <Avatar url={p.avatarUrl} name={p.name} seed={p.phoneIdEcr} />
        <div>
          <h2>{p.name}</h2>
          {p.role && <p className="muted">{t(`issuer.role.${p.role}`)}</p>}
        </div>
      </section>
      <dl className="panel">
        <dt>{t('issuer.company')}</dt>
        <dd>{p.company || '—'}</dd>
        <dt>{t('issuer.position')}</dt>
        <dd>{p.position || '—'}</dd>
        <dt>{t('issuer.mobile')}</dt>
        <dd>{p.mobile ? <a href={`tel:${p.mobile}`}>{p.mobile}</a> : <span className="muted">{t('issuer.hidden')}</span>}</dd>
      </dl>
      <p className="muted">{t('issuer.bulletins', { count: p.bulletinCount })}</p>
    </Page>
  );
}
export const IssuerRoute = () => <PersonScreen titleKey="issuer" />;
export const FriendRoute = () => <PersonScreen titleKey="friend" />;
