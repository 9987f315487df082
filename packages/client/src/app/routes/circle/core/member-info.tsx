import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { BASENAME, paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useMemberInfo } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { Picture } from '../../../../components/ui/Picture';
import { AvatarStandIn } from '../../../../components/ui/Avatar';

/** CircleSearchMpUserInfo: one member's card inside a circle; the mobile is absent when the circle hides it. */
export default function MemberInfoRoute() {
  const { t } = useTranslation('circle');
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const q = useMemberInfo(cid, params.get('phoneIdEcr') ?? '');
  const title = t('titles.memberInfo');
  const back = paths.searchCirUser(cid);
  if (q.isError)
    return (
      <Page title={title} backTo={back}>
        <p className="result" data-testid="member-info-error">
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
  const m = q.data;
  return (
    <Page title={title} backTo={back}>
      <section className="cc-card" data-testid="member-info">
        {m.avatarUrl ? (
          <Picture width={72} height={72} eager className="cc-avatar" src={m.avatarUrl} alt="" />
        ) : (
          <span className="cc-avatar cc-initial" aria-hidden>
            <AvatarStandIn name={m.name} seed={m.phoneIdEcr} />
          </span>
        )}
        <h2>{m.name}</h2>
        <p className="muted">{[t(`role.${m.role}`), m.titleName].filter(Boolean).join(' · ')}</p>
        <p>{[m.company, m.position].filter(Boolean).join(' · ')}</p>
        <p data-testid="member-mobile">{m.mobile ? <a href={`tel:${m.mobile}`}>{m.mobile}</a> : <span className="muted">{t('member.mobileHidden')}</span>}</p>
        {/* The public card is a server-rendered page, so a plain link (a full load) opens it. */}
        <p>
          <a href={`${BASENAME}${paths.card(m.phoneIdEcr)}`}>{t('member.card')}</a>
        </p>
      </section>
    </Page>
  );
}
