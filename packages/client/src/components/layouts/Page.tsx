import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A phone screen: a top bar with back and title, and the content column (540px max on wide screens). */
export function Page({ title, children, back = true, actions }: { title: string; children: ReactNode; back?: boolean; actions?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="topbar">
        {back ? <button className="topbar-back" onClick={() => navigate(-1)} aria-label={t('back')}>‹</button> : <span className="topbar-back" />}
        <h1 className="topbar-title">{title}</h1>
        <span className="topbar-actions">{actions}</span>
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return <div className="loading" aria-busy="true">{t('loading')}</div>;
}
