import { Link } from 'react-router';
import type { TBulletin } from '@card/contract';
import { Avatar } from '../../../components/ui/Avatar';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import { formatDateTime } from '../../../lib/datetime';
import { Picture } from '../../../components/ui/Picture';

/** One announcement: author, text, images, links, video, attachments; `open` links the whole card to its detail. */
export function BulletinBody({ b }: { b: TBulletin }) {
  const { t } = useTranslation('circleBulletin');
  const m = b.attachments.merchandise;
  const f = b.attachments.microFold;
  return (
    <>
      <p className="bulletin-text">{b.content}</p>
      {b.images.length > 0 && (
        <div className="bulletin-images" data-testid="bulletin-images">
          {b.images.map((src) => (
            <Picture width={113} height={113} key={src} src={src} alt="" />
          ))}
        </div>
      )}
      {b.videoUrl && <video className="bulletin-video" src={b.videoUrl} controls preload="metadata" />}
      {b.links.length > 0 && (
        <ul className="bulletin-links" data-testid="bulletin-links">
          {b.links.map((href) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {href}
              </a>
            </li>
          ))}
        </ul>
      )}
      {m && (
        <a className="bulletin-attachment" href={m.url} target="_blank" rel="noopener noreferrer nofollow">
          {t('card.merchandise')}：{m.title} ¥{formatFen(m.priceFen)}
        </a>
      )}
      {f && (
        <a className="bulletin-attachment" href={f.url} target="_blank" rel="noopener noreferrer nofollow">
          {t('card.microFold')}：{f.title}
        </a>
      )}
    </>
  );
}

export function BulletinAuthor({ b, cid }: { b: TBulletin; cid: string }) {
  return (
    <Link className="bulletin-author" to={paths.circleIssuer(cid, b.author.phoneIdEcr)}>
      <Avatar url={b.author.avatarUrl} name={b.author.name} seed={b.author.phoneIdEcr} className="avatar avatar-sm" />
      <span>{b.author.name}</span>
      <time className="muted">{formatDateTime(b.createdAt)}</time>
    </Link>
  );
}

export function BulletinCard({ b, cid, circleName }: { b: TBulletin; cid: string; circleName: string }) {
  const { t } = useTranslation('circleBulletin');
  return (
    <li className="bulletin-card" data-testid="bulletin-card">
      <BulletinAuthor b={b} cid={cid} />
      <Link className="bulletin-open" to={paths.circleBulletinAffiche(cid, b.bulletinId, circleName)}>
        <BulletinBody b={b} />
        <p className="muted bulletin-meta">
          <span>{t('card.comments', { count: b.commentCount })}</span>
          <span>{t('card.reads', { count: b.readCount })}</span>
          <span>{b.readByMe ? t('card.read') : t('card.unread')}</span>
        </p>
      </Link>
    </li>
  );
}
