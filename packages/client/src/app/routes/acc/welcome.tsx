import { Link } from 'react-router';
import { DEMO_CARD_ID } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { BASENAME, paths } from '../../../config/paths';
import { currentLang, setLang, useTranslation } from '../../../lib/i18n';
import './welcome.css';
import { ChevronRight } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

/**
 * The entry URL for someone signed out (issue 31): what the product does in a few lines, the demo user's card as an
 * example, and 免费注册 / 登录. Its own small chunk: a newcomer downloads none of the management centre's code.
 */
export default function WelcomeRoute() {
  const { t } = useTranslation(['account', 'common']);
  const points = ['card', 'share', 'grow'] as const;
  return (
    <Page
      title={t('common:titles.home')}
      back={false}
      actions={
        <button type="button" className="link-btn" onClick={() => void setLang(currentLang() === 'en' ? 'zh-CN' : 'en')}>
          {t('home.switchLanguage')}
        </button>
      }
    >
      <section className="welcome" data-testid="login-prompt">
        <h2 className="welcome-title" data-testid="welcome-title">
          {t('welcome.title')}
        </h2>
        <p className="welcome-lead">{t('welcome.lead')}</p>
        <ul className="welcome-points">
          {points.map((p) => (
            <li key={p}>{t(`welcome.points.${p}`)}</li>
          ))}
        </ul>
        {/* The public card is the server's page (no app code): a full load, and the browser's back returns here. */}
        <a className="welcome-example" href={`${BASENAME}${paths.card(DEMO_CARD_ID)}`} data-testid="welcome-example">
          <span className="welcome-example-label">
            {t('welcome.example')}
            <Icon icon={ChevronRight} size="sm" />
          </span>
          <span className="welcome-example-hint">{t('welcome.exampleHint')}</span>
        </a>
        <Link className="btn btn-primary" to={paths.register} data-testid="welcome-register">
          {t('welcome.register')}
        </Link>
        <Link className="btn btn-ghost" to={paths.login} data-testid="welcome-login">
          {t('welcome.login')}
        </Link>
        <p className="welcome-note">{t('home.loginPrompt')}</p>
      </section>
    </Page>
  );
}
