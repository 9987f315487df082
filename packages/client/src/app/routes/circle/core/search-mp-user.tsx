import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useInviteFriends, useSearchMpUser } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { PersonRow } from './person-row';
import { SearchBox } from './search-box';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** SearchMpUser (from CircleInviteFriend): card users by name or mobile, each invited with one tap. */
export default function SearchMpUserRoute() {
  const { t } = useTranslation('circle');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const [keyword, setKeyword] = useState('');
  const q = useSearchMpUser(cid, keyword);
  const invite = useInviteFriends();
  return (
    <Page title={t('titles.searchMpUser')} backTo={paths.circleInviteFriend(cid)}>
      <SearchBox onSearch={setKeyword} placeholder={t('search.placeholder.user')} />
      {q.isError && (
        <p className="form-error" role="alert" data-testid="search-error">
          {q.error.message}
        </p>
      )}
      {keyword &&
        q.data &&
        (q.data.length ? (
          <ul className="cc-list" data-testid="user-results">
            {q.data.map((u) => (
              <PersonRow key={u.phoneIdEcr} p={u} sub={[u.company, u.position].filter(Boolean).join(' · ')} testId="user-result">
                {u.state === 'joined' ? (
                  <span className="muted">{t('invite.member')}</span>
                ) : u.state === 'invited' ? (
                  <span className="muted">{t('invite.invited')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={invite.isPending}
                    data-testid="user-invite"
                    onClick={() => invite.mutate({ cid, phoneIdEcrs: [u.phoneIdEcr] }, { onSuccess: () => toast.info(t('invite.sent')) })}
                  >
                    {t('invite.invite')}
                  </button>
                )}
              </PersonRow>
            ))}
          </ul>
        ) : (
          <EmptyState icon={UsersRound} title={t('search.none')} hint={t('search.noneHint')} />
        ))}
    </Page>
  );
}
