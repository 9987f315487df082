import { Link } from 'react-router';
import type { TCase } from '@card/contract';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

/** A case as a row of a list: cover, title, type and, for the owner, its state and switches. */
export function CasesCard({ c, showState = false }: { c: TCase; showState?: boolean }) {
  const { t } = useTranslation('contentCases');
  const cover = c.coverUrl ?? c.images[0] ?? null;
  return (
    <Link className="case-card" to={paths.caseShow(c.id)} data-testid="case-card" data-case-id={c.id}>
      {cover ? (
        <Picture width={72} height={54} className="case-cover" src={cover} alt="" />
      ) : (
        <span className="case-cover case-cover-empty" aria-hidden="true">
          {t(`types.${c.type}`).slice(0, 2)}
        </span>
      )}
      <span className="case-card-text">
        <strong className="case-title" data-testid="case-title">
          {c.title}
        </strong>
        <span className="muted">{t(`types.${c.type}`)}</span>
        <span className="case-flags">
          {c.topped && <span className="case-badge case-badge-top">{t('flags.topped')}</span>}
          {showState && c.hidden && <span className="case-badge">{t('flags.hidden')}</span>}
          {c.recommended && <span className="case-badge">{t('flags.recommended')}</span>}
          {showState && c.state !== 'normal' && (
            <span className={`case-badge case-state-${c.state}`} data-testid="case-state">
              {t(`states.${c.state}`)}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
