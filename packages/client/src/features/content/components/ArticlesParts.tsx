import { Link } from 'react-router';
import type { TArticleItem, TArticleParagraph, TMcpInfo } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import '../content-articles.css';
import { Picture } from '../../../components/ui/Picture';

/** An article's body: text paragraphs as text and images as images (React escapes the text; the body is never HTML). */
export function ArticleBody({ paragraphs }: { paragraphs: TArticleParagraph[] }) {
  return (
    <div className="art-body" data-testid="article-body">
      {paragraphs.map((p, i) => (p.type === 'text' ? <p key={i}>{p.text}</p> : <Picture width={347} height={260} key={i} src={p.url} alt="" />))}
    </div>
  );
}

/** One row of an article list: cover, title, summary, and what the reader should know (pinned, hidden, mirrored). */
export function ArticleRow({ a, to }: { a: TArticleItem; to: string }) {
  const { t } = useTranslation('contentArticles');
  return (
    <Link className="art-row" to={to} data-testid="article-row">
      {a.coverUrl && <Picture width={63} height={48} src={a.coverUrl} alt="" />}
      <span className="art-row-text">
        <span className="art-row-title">{a.title}</span>
        <span className="art-row-sub">
          {a.isTop && <span className="art-tag">{t('tags.top')}</span>}
          {a.state === 'hidden' && <span className="art-tag art-tag-muted">{t('tags.hidden')}</span>}
          {a.mirrored && <span className="art-tag art-tag-muted">{t('tags.mirrored')}</span>}
          {a.summary || t('views', { count: a.views })}
        </span>
      </span>
    </Link>
  );
}

/** The card shown with an article or a fold (getMcpInfo); tapping opens the card. */
export function McpCard({ info, to }: { info: TMcpInfo; to: string }) {
  return (
    <a className="art-card" href={to} data-testid="mcp-card">
      {info.avatarUrl && <Picture width={39} height={39} src={info.avatarUrl} alt="" />}
      <span>
        <strong>{info.name}</strong>
        <br />
        <span className="muted">{[info.company, info.position].filter(Boolean).join(' · ')}</span>
      </span>
    </a>
  );
}
