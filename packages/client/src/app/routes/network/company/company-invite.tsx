import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAcceptInvite, useCompanyInvite, useDeclineInvite } from '../../../../features/network/api-company';

/**
 * One invitation into a company (/acc/companyInvite?inviteId=, opened from its message, issue 31): who invites, to
 * which company, and 接受 / 拒绝 while it is pending. An invitation that is not the user's, or no longer there,
 * says so with a way on to 我的公司.
 */
export default function CompanyInviteRoute() {
  const { t } = useTranslation('networkCompany');
  const navigate = useNavigate();
  const inviteId = useSearchParams()[0].get('inviteId') ?? '';
  const q = useCompanyInvite(inviteId);
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const title = t('titles.invite');
  if (q.isError || !inviteId) {
    return (
      <Page title={title} backTo={paths.myCompany}>
        <p className="result muted" data-testid="invite-missing">
          {q.error?.message ?? t('invite.missing')}
        </p>
        <Link className="btn btn-ghost" to={paths.myCompany}>
          {t('titles.myCompany')}
        </Link>
      </Page>
    );
  }
  if (!q.data)
    return (
      <Page title={title} backTo={paths.myCompany}>
        <Loading />
      </Page>
    );
  const inv = q.data;
  return (
    <Page title={title} backTo={paths.myCompany}>
      <section data-testid="invite">
        <p className="result" data-testid="invite-text">
          {t('invite.text', { who: inv.inviter?.name ?? '', company: inv.companyName })}
        </p>
        <ul className="menu">
          <li className="menu-row">
            <span>{t('member.company')}</span>
            <strong data-testid="invite-company">{inv.companyName}</strong>
          </li>
          <li className="menu-row">
            <span>{t('member.count')}</span>
            <span>{inv.memberCount}</span>
          </li>
        </ul>
        {inv.state === 'pending' ? (
          <div className="form">
            <Button
              disabled={accept.isPending}
              data-testid="invite-accept"
              onClick={() =>
                accept.mutate(
                  { inviteId },
                  {
                    onSuccess: () => {
                      toast.info(t('invite.accepted'));
                      navigate(paths.myCompany, { replace: true });
                    },
                  },
                )
              }
            >
              {t('invite.accept')}
            </Button>
            <ConfirmButton
              label={t('invite.decline')}
              armedLabel={t('confirm')}
              className="btn btn-ghost"
              testId="invite-decline"
              onConfirm={() =>
                decline.mutate(
                  { inviteId },
                  {
                    onSuccess: () => {
                      toast.info(t('invite.declined'));
                      navigate(paths.myCompany, { replace: true });
                    },
                  },
                )
              }
            />
          </div>
        ) : (
          <p className="muted center" data-testid="invite-state">
            {t(`invite.state.${inv.state}`)}
          </p>
        )}
      </section>
    </Page>
  );
}
