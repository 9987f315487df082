import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useBack } from '../../lib/use-back';
import { Skeleton } from '../ui/Skeleton';
import { ChevronLeft } from 'lucide-react';
import { Icon } from '../ui/Icon';

interface PageProps {
  title: string;
  children: ReactNode;
  back?: boolean;
  /** Where ‹ goes when the page was opened directly (no in-app history): the management centre unless given. */
  backTo?: string;
  actions?: ReactNode;
}

/**
 * A phone screen: a top bar with back and title, and the content column (540px max on wide screens). A part of
 * the content that is still loading (a message catalogue, a lazy component) shows a skeleton under the bar
 * instead of blanking the whole screen.
 */
export function Page({ title, children, back = true, backTo, actions }: PageProps) {
  const { t } = useTranslation();
  const goBack = useBack(backTo);
  return (
    <div className="page">
      <header className="topbar">
        {back ? (
          <button type="button" className="topbar-back" onClick={goBack} aria-label={t('back')} data-testid="back">
            <Icon icon={ChevronLeft} size="lg" />
          </button>
        ) : (
          <span className="topbar-back" />
        )}
        <h1 className="topbar-title">{title}</h1>
        <span className="topbar-actions">{actions}</span>
      </header>
      <main className="page-body">
        <Suspense fallback={<Skeleton />}>{children}</Suspense>
      </main>
    </div>
  );
}

/** What a screen shows while its data loads: skeleton rows under the real top bar. */
export function Loading() {
  return <Skeleton />;
}
