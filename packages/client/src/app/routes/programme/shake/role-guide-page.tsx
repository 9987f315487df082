import '../../../../features/programme/shake/shake.css';
import { useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useReadRoleGuide } from '../../../../features/programme/shake/api';
import { Tags } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';

/**
 * /role/roleGuidePage: what role tags are, how many, what they show. "Start" records the guide as read (the first
 * visit to the index leads here until then) and opens the index.
 */
export default function RoleGuideRoute() {
  const { t } = useTranslation('programmeShake');
  const navigate = useNavigate();
  const read = useReadRoleGuide();
  const max = LIMITS.programmeShake.roleTagsMax;
  return (
    <Page title={t('titles.roleGuide')} backTo={paths.programmeHub}>
      <div className="rt-guide" data-testid="role-guide">
        <div className="rt-guide-art" aria-hidden="true">
          <Icon icon={Tags} size="xl" />
        </div>
        <h2>{t('roles.guideTitle')}</h2>
        <p>{t('roles.guide1')}</p>
        <p>{t('roles.guide2', { max })}</p>
        <p className="muted">{t('roles.guide3')}</p>
      </div>
      <Button disabled={read.isPending} data-testid="role-guide-start" onClick={() => read.mutate(undefined, { onSuccess: () => void navigate(paths.roleIndex, { replace: true }) })}>
        {t('roles.start')}
      </Button>
    </Page>
  );
}
