import { useTranslation } from 'react-i18next';
import type { TCardView } from '@card/contract';

/**
 * The card as a visitor sees it. Everything is rendered as text by React (never as HTML), so user content
 * stays inert; links are built from validated fields only.
 */
export function CardView({ card }: { card: TCardView }) {
  const { t } = useTranslation('card');
  return (
    <article className={`card theme-${card.themeId}`} data-testid="card-view">
      <header className="card-head">
        <div className="avatar avatar-lg" aria-hidden>{card.avatarUrl ? <img src={card.avatarUrl} alt="" /> : card.name.slice(0, 1)}</div>
        <div>
          <h2 className="card-name" data-testid="card-name">{card.name}{card.isVip && <span className="badge vip-badge">{t('vipBadge')}</span>}</h2>
          {card.position && <p className="card-position">{card.position}{card.department && ` · ${card.department}`}</p>}
          {card.company && <p className="card-company">{card.company}</p>}
        </div>
      </header>
      {card.signature && <p className="card-signature">{card.signature}</p>}
      <dl className="card-fields">
        {card.phoneHidden && card.mobiles.length === 0 ? (
          <div><dt>{t('mobile')}</dt><dd className="muted" data-testid="phone-hidden">{t('phoneHidden')}</dd></div>
        ) : card.mobiles.map((m) => (
          <div key={m}><dt>{t('mobile')}</dt><dd><a href={`tel:${m}`}>{m}</a></dd></div>
        ))}
        {card.landline && <div><dt>{t('landline')}</dt><dd><a href={`tel:${card.landline}`}>{card.landline}</a></dd></div>}
        {card.email && <div><dt>{t('email')}</dt><dd><a href={`mailto:${card.email}`}>{card.email}</a></dd></div>}
      </dl>
    </article>
  );
}
