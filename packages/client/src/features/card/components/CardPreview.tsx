import { useTranslation } from '../../../lib/i18n';
import type { TCardView } from '@card/contract';
import { Avatar } from '../../../components/ui/Avatar';
import './card-preview.css';

type Previewed = Pick<TCardView, 'name' | 'avatarUrl' | 'position' | 'company' | 'mobiles' | 'title' | 'themeId' | 'pendantUrl'>;

/**
 * A compact picture of the card as visitors will see it (its theme, avatar, name, position, company, first
 * mobile, title), on the editing screens. `draft` overrides fields being typed, so the preview follows the form.
 */
export function CardPreview({ card, draft = {} }: { card: Previewed; draft?: Partial<Previewed> }) {
  const { t } = useTranslation('card');
  const c = { ...card, ...draft };
  const role = [c.position, c.company].filter(Boolean).join(' · ');
  return (
    <figure className={`card-preview cp-${c.themeId}`} data-testid="card-preview" aria-label={t('preview.label')}>
      <div className="card-preview-head">
        <Avatar url={c.avatarUrl} name={c.name} pendantUrl={c.pendantUrl} />
        <div className="card-preview-ident">
          <p className="card-preview-name" data-testid="preview-name">{c.name}</p>
          {role && <p className="card-preview-role" data-testid="preview-role">{role}</p>}
        </div>
      </div>
      <figcaption className="card-preview-body">
        {c.mobiles[0] && <span data-testid="preview-mobile">☎ {c.mobiles[0]}</span>}
        {c.title && <span className="card-preview-title">{c.title}</span>}
        {!c.mobiles[0] && !c.title && <span className="muted">{t('preview.empty')}</span>}
      </figcaption>
    </figure>
  );
}
