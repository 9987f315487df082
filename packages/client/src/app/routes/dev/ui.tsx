import { Languages } from 'lucide-react';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { setLang, useTranslation } from '../../../lib/i18n';
import { UiSamples } from './ui-samples';
import './dev-ui.css';

/** The colour roles of styles/tokens.css, shown as swatches. */
const ROLES = ['primary', 'on-primary', 'surface', 'surface-muted', 'text', 'text-muted', 'line', 'danger', 'success', 'warning', 'theme-accent'] as const;

/**
 * /multipage/dev/ui (issue 35): the tokens and every shared component on one page, in development only (the route
 * is added under import.meta.env.DEV, so the production build has neither the route nor this code). The language
 * switch shows each component in zh-CN and in English, the components' own texts included.
 */
export default function DevUiRoute() {
  const { t, i18n } = useTranslation('devUi');
  const other = i18n.language === 'en' ? 'zh-CN' : 'en';
  return (
    <Page title={t('title')} backTo={paths.home}>
      <p className="muted">{t('intro')}</p>
      <Button type="button" variant="ghost" onClick={() => void setLang(other)} data-testid="dev-ui-lang">
        <Languages size={18} aria-hidden /> {other === 'en' ? 'English' : '简体中文'}
      </Button>
      <section className="dev-ui-sample" aria-labelledby="dev-ui-tokens">
        <h2 className="section-title" id="dev-ui-tokens">
          {t('tokens')}
        </h2>
        <ul className="dev-ui-swatches">
          {ROLES.map((r) => (
            <li key={r}>
              <span className="dev-ui-swatch" style={{ background: `var(--${r})` }} />
              {r}
            </li>
          ))}
        </ul>
      </section>
      <UiSamples />
    </Page>
  );
}
