import { Link } from 'react-router';
import type { THelpArticleItem } from '@card/contract';
import { LazyImage } from '../../../../components/ui/LazyImage';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { highlightPieces, searchTerms } from '../highlight';
import { KIND_ICON } from '../kind-icons';
import { Icon } from '../../../../components/ui/Icon';
import { Highlight } from './Highlight';

/**
 * One article in a help list or the search results: cover (lazy), title, summary, category and views. From the search
 * the keyword is marked and travels on to the detail page (`?hl=`), where a word found only in the body is marked too.
 */
export function HelpArticleRow({ a, keyword = '' }: { a: THelpArticleItem; keyword?: string }) {
  const { t } = useTranslation('serviceHelp');
  // A hit found in the body only marks nothing on the row: say which words the body holds, so the row's place is clear.
  const inBody = keyword !== '' && ![a.title, a.summary].some((text) => highlightPieces(text, keyword).some((p) => p.hit));
  const to = keyword ? `${paths.helpDetail(a.id)}?hl=${encodeURIComponent(keyword)}` : paths.helpDetail(a.id);
  return (
    <li className="hc-row" data-testid="help-row" data-id={a.id}>
      <Link to={to} className="hc-row-link">
        {a.coverUrl ? (
          <LazyImage width={63} height={48} className="hc-row-cover" src={a.coverUrl} alt="" />
        ) : (
          <span className={`hc-row-cover hc-kind-${a.kind}`} aria-hidden="true">
            <Icon icon={KIND_ICON[a.kind]} size="lg" />
          </span>
        )}
        <span className="hc-row-text">
          <span className="hc-row-title" data-testid="help-row-title">
            <Highlight text={a.title} keyword={keyword} />
          </span>
          {a.summary && (
            <span className="hc-row-summary">
              <Highlight text={a.summary} keyword={keyword} />
            </span>
          )}
          {inBody && (
            <span className="hc-row-hint" data-testid="help-row-in-body">
              {t('search.inBody')}
              {searchTerms(keyword).map((w) => (
                <mark key={w} className="hc-mark">
                  {w}
                </mark>
              ))}
            </span>
          )}
          <span className="hc-row-meta">
            {a.category && <span>{a.category}</span>}
            <span>{t('views', { count: a.views })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
