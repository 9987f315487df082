import '../../../../features/programme/shake/shake.css';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { TRoleTag } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRoleIndex, useSaveRoles } from '../../../../features/programme/shake/api';
import { Chips } from '../../../../components/ui/Chips';

const nameOf = (tag: TRoleTag) => (currentLang() === 'en' && tag.nameEn ? tag.nameEn : tag.name);

/**
 * /role/roleIndex (hub 角色标签): pick up to the limit of role tags, in the order tapped; the preview shows them as
 * the card will. The first visit (guide not read) goes to the guide first.
 */
export default function RoleIndexRoute() {
  const { t } = useTranslation('programmeShake');
  const index = useRoleIndex();
  const save = useSaveRoles();
  const [picked, setPicked] = useState<string[] | null>(null);
  useEffect(() => {
    if (index.data && picked === null) setPicked(index.data.picked);
  }, [index.data, picked]);

  if (index.data && !index.data.guideRead) return <Navigate to={paths.roleGuide} replace />;
  const data = index.data;
  const chosen = picked ?? [];
  const max = data?.max ?? 0;
  const byId = new Map((data?.tags ?? []).map((x) => [x.id, x]));
  const toggle = (id: string) => {
    if (chosen.includes(id)) return setPicked(chosen.filter((x) => x !== id));
    if (chosen.length >= max) return toast.error(t('roles.full', { max }));
    setPicked([...chosen, id]);
  };
  return (
    <Page title={t('titles.roleIndex')} backTo={paths.programmeHub}>
      {index.isPending && <Loading />}
      {index.isError && (
        <p className="result muted" role="alert">
          {index.error.message}
        </p>
      )}
      {data && (
        <>
          <div className="rt-head">
            <p className="muted">{t('roles.intro', { max })}</p>
            <Link to={paths.roleGuide} data-testid="role-guide-link">
              {t('roles.guideLink')}
            </Link>
          </div>
          <p data-testid="role-picked-count">{t('roles.picked', { count: chosen.length, max })}</p>
          <Chips
            wrap
            label={t('titles.roleIndex')}
            items={data.tags.map((tag) => ({ key: tag.id, label: nameOf(tag), pressed: chosen.includes(tag.id), onToggle: () => toggle(tag.id), testId: 'role-tag' }))}
          />
          <div className="rt-preview" data-testid="role-preview">
            <small className="muted">{t('roles.preview')}</small>
            <div className="rt-preview-tags">
              {chosen.length === 0 && <small className="muted">{t('roles.previewEmpty')}</small>}
              {chosen
                .map((id) => byId.get(id))
                .filter((x): x is TRoleTag => Boolean(x))
                .map((tag) => (
                  <span key={tag.id} className="rt-tag" data-testid="role-preview-tag">
                    {nameOf(tag)}
                  </span>
                ))}
            </div>
          </div>
          <Button
            disabled={save.isPending}
            data-testid="role-save"
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: (r) => {
                  setPicked(r.picked);
                  toast.info(t('roles.saved'));
                },
              })
            }
          >
            {save.isPending ? t('roles.saving') : t('roles.save')}
          </Button>
        </>
      )}
    </Page>
  );
}
