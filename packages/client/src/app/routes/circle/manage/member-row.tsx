import type { TCircleMemberItem } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';

/** One member: name, role and title chips, disabled mark; a tap opens the actions when given. */
export function MemberRow({ m, onTap, testId }: { m: TCircleMemberItem; onTap?: () => void; testId?: string }) {
  const { t } = useTranslation('circleManage');
  const body = (
    <>
      <span>
        {m.name || t('members.someone')} {m.role !== 'member' && <span className="badge">{t(`role.${m.role}`)}</span>}{' '}
        {m.titleName && (
          <span className="badge" data-testid="title-chip">
            {m.titleName}
          </span>
        )}
      </span>
      {m.disabled && (
        <span className="muted" data-testid="disabled-mark">
          {t('members.disabled')}
        </span>
      )}
    </>
  );
  return (
    <li data-testid={testId ?? `member-${m.phoneIdEcr}`}>
      {onTap ? (
        <button type="button" className="menu-row link-btn" style={{ width: '100%' }} onClick={onTap}>
          {body}
        </button>
      ) : (
        <div className="menu-row">{body}</div>
      )}
    </li>
  );
}
