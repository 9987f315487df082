import '../../../../features/video/video-labels.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAllLabels, useFollowedLabels } from '../../../../features/video/api-labels';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Chips } from '../../../../components/ui/Chips';

/** /microvideo/moreNavigator (from the library home): every topic to browse, the labels I follow, my own labels. */
export default function MoreNavigatorRoute() {
  const { t } = useTranslation('videoLabels');
  const all = useAllLabels();
  const followed = useFollowedLabels();
  const title = t('titles.moreNavigator');
  if (!all.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const topics = all.data.filter((l) => l.scope === 'platform');
  const mine = all.data.filter((l) => l.scope !== 'platform');
  return (
    <Page
      title={title}
      backTo={paths.microVideoHome}
      actions={
        <Link className="vlb-topbar-link" to={paths.searchLabel} data-testid="vlb-go-search">
          {t('nav.search')}
        </Link>
      }
    >
      <section className="vlb-section">
        <h2>{t('nav.topics')}</h2>
        <Chips wrap testId="vlb-topics" items={topics.map((l) => ({ key: l.id, label: l.name, to: paths.labelVideo(l.id), testId: 'vlb-topic' }))} />
      </section>
      <section className="vlb-section">
        <h2>
          <Link className="vlb-link" to={paths.followLabel} data-testid="vlb-go-followed">
            {t('nav.followed')}
          </Link>
        </h2>
        <Chips wrap testId="vlb-followed" items={rowsOf(followed.data).map((l) => ({ key: l.id, label: l.name, to: paths.labelVideo(l.id) }))} />
        {followed.data && rowsOf(followed.data).length === 0 && (
          <EmptyState icon={Clapperboard} title={t('nav.noFollowed')} hint={t('nav.noFollowedHint')} action={{ label: t('nav.noFollowedAction'), to: paths.searchLabel }} />
        )}
      </section>
      {mine.length > 0 && (
        <section className="vlb-section">
          <h2>{t('nav.mine')}</h2>
          <Chips wrap items={mine.map((l) => ({ key: l.id, label: l.name, to: paths.personalLabelVideo('0', l.id) }))} />
        </section>
      )}
    </Page>
  );
}
