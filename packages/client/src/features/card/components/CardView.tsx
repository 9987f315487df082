import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, type TCardView } from '@card/contract';

/** Only our own file paths and http(s) URLs may become a CSS background; anything else is dropped. */
const SAFE_URL = /^(\/files\/|https?:\/\/)[^"'()\\\s]+$/;
const themeOf = (id: string) => ((THEMES as readonly string[]).includes(id) ? id : 'classic');

/**
 * The whole card as a visitor sees it, in its theme. Everything is rendered as text by React (never as HTML),
 * so user content stays inert; links are built from validated fields only. Actions that belong to other areas
 * (share buttons, the map chooser, what follows the card) come in as slots, so it needs nothing beyond the card.
 */
export function CardView({ card, actions, navigate, children }: { card: TCardView; actions?: ReactNode; navigate?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('share');
  const bg: CSSProperties | undefined = SAFE_URL.test(card.backgroundUrl) ? { backgroundImage: `url("${card.backgroundUrl}")` } : undefined;
  return (
    <article className={`card theme-${themeOf(card.themeId)}${bg ? ' has-bg' : ''}`} data-testid="card-view" data-theme={themeOf(card.themeId)}>
      <header className="card-head" style={bg} data-testid="card-head">
        {card.music && <MusicButton url={card.music.url} name={card.music.name} />}
        <div className="avatar avatar-lg" aria-hidden>{card.avatarUrl ? <img src={card.avatarUrl} alt="" /> : [...card.name][0]}</div>
        <div className="card-ident">
          <h2 className="card-name" data-testid="card-name">{card.name}{card.isVip && <span className="badge vip-badge">{t('card.vip')}</span>}</h2>
          {(card.position || card.department) && <p className="card-position">{[card.position, card.department].filter(Boolean).join(' · ')}</p>}
          {card.company && <p className="card-company">{card.company}</p>}
        </div>
      </header>
      {card.title && <p className="card-title" data-testid="card-title">{card.title}</p>}
      {card.signature && <p className="card-signature">{card.signature}</p>}
      {actions}
      <dl className="card-fields" data-testid="card-fields">
        {card.phoneHidden && card.mobiles.length === 0 ? (
          <Row label={t('card.mobile')}><span className="muted" data-testid="phone-hidden">{t('card.phoneHidden')}</span></Row>
        ) : card.mobiles.map((m) => (
          <Row key={m} label={t('card.mobile')}><a href={`tel:${m}`} data-testid="mobile">{m}</a><span className="call-hint">{t('card.tapToCall')}</span></Row>
        ))}
        {card.landline && <Row label={t('card.landline')}><a href={`tel:${card.landline}`}>{card.landline}</a></Row>}
        {card.fax && <Row label={t('card.fax')}>{card.fax}</Row>}
        {card.email && <Row label={t('card.email')}><a href={`mailto:${card.email}`}>{card.email}</a></Row>}
        {card.qq && <Row label={t('card.qq')}>{card.qq}</Row>}
        {card.weibo && <Row label={t('card.weibo')}>{card.weibo}</Row>}
        {card.taxNumber && <Row label={t('card.taxNumber')}>{card.taxNumber}</Row>}
      </dl>
      {card.navPoint && (
        <Section title={t('card.navigation')} testId="card-nav">
          <div className="nav-point">
            <div><strong>{card.navPoint.name}</strong><p className="muted">{[card.navPoint.province, card.navPoint.city, card.navPoint.address].filter(Boolean).join(' ')}</p></div>
            {navigate}
          </div>
        </Section>
      )}
      {card.productService && <Section title={t('card.productService')} testId="card-product"><p className="pre">{card.productService}</p></Section>}
      {card.columns.map((c) => (
        <Section key={c.id} title={c.name} testId="card-column"><p className="pre">{c.content}</p></Section>
      ))}
      {card.honours.length > 0 && (
        <Section title={t('card.honours')} testId="card-honours">
          <ul className="honours">
            {card.honours.map((h) => (
              <li key={h.id} data-testid="honour">
                {h.imageUrl && <img src={h.imageUrl} alt="" loading="lazy" />}
                <div><strong>{h.title}</strong>{h.awardedOn && <span className="muted"> · {h.awardedOn}</span>}{h.content && <p>{h.content}</p>}</div>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {card.wechatQrUrl && (
        <Section title={t('card.wechatQr')} testId="card-wechat">
          <figure className="wechat-qr"><img src={card.wechatQrUrl} alt={t('card.wechatQr')} loading="lazy" /><figcaption className="muted">{t('card.wechatQrHint')}</figcaption></figure>
        </Section>
      )}
      {children}
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <div><dt>{label}</dt><dd>{children}</dd></div>;
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return <section className="card-section" data-testid={testId}><h3>{title}</h3>{children}</section>;
}

/** Background music: never autoplays (browsers and visitors both object); the visitor starts and stops it. */
function MusicButton({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('share');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  return (
    <>
      <audio ref={audio} src={url} preload="none" loop onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} />
      <button type="button" className={`music-btn${playing ? ' playing' : ''}`} onClick={toggle} data-testid="music-toggle"
        aria-pressed={playing} aria-label={`${playing ? t('card.musicPause') : t('card.musicPlay')} · ${name}`}>♪</button>
    </>
  );
}
