import { Link } from 'react-router';
import { isHttpUrl, type TShakeConfig } from '@card/contract';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Vibrate } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { AvatarStandIn } from '../../../../components/ui/Avatar';
import { Picture } from '../../../../components/ui/Picture';

/**
 * The shake page as a shaker sees it: the picture, main title, sub title, a link out (http/https only, checked again
 * here) and the card it belongs to. Every text is rendered as text (inert); nothing is HTML.
 */
export function ShakePageCard({
  config,
  owner,
  testId = 'shake-page',
}: {
  config: TShakeConfig;
  owner?: { phoneIdEcr: string; name: string; avatarUrl: string | null } | null;
  testId?: string;
}) {
  const { t } = useTranslation('programmeShake');
  return (
    <article className="sk-page" data-testid={testId}>
      {config.imageUrl ? (
        <Picture width={347} height={195} eager className="sk-page-img" src={config.imageUrl} alt="" />
      ) : (
        <div className="sk-page-img sk-page-img-none" aria-hidden="true">
          <Icon icon={Vibrate} size="xl" />
        </div>
      )}
      <div className="sk-page-body">
        <h2 className="sk-page-title" data-testid={`${testId}-title`}>
          {config.title}
        </h2>
        {config.subTitle && (
          <p className="sk-page-sub" data-testid={`${testId}-sub`}>
            {config.subTitle}
          </p>
        )}
        <p className="sk-page-name">{config.name}</p>
        {config.linkUrl && isHttpUrl(config.linkUrl) && (
          <a className="btn btn-ghost" href={config.linkUrl} target="_blank" rel="noopener noreferrer nofollow" data-testid={`${testId}-link`}>
            {t('page.openLink')}
          </a>
        )}
        {owner?.phoneIdEcr && (
          <Link className="sk-page-owner" to={paths.card(owner.phoneIdEcr)} data-testid={`${testId}-owner`}>
            {owner.avatarUrl ? (
              <Picture width={31} height={31} src={owner.avatarUrl} alt="" />
            ) : (
              <span className="sk-avatar" aria-hidden="true">
                <AvatarStandIn name={owner.name} seed={owner.phoneIdEcr} />
              </span>
            )}
            <span>{t('page.from', { name: owner.name })}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
