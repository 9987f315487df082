import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddCustom, useCustoms, useDeleteCustoms, useSetDefaultCustom, useUploadCustomAvatar } from '../../../../features/programme/persona/api';
import '../../../../features/programme/persona/persona.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const L = LIMITS.programmePersona;

/**
 * /acc/avatarNicknameCustom (hub 头像昵称定制): the caller's saved avatar + nickname pairs (at most 10): add one
 * (upload a picture, type a nickname), set one as default (the card's avatar and name become it), tick several and
 * delete them at once. Refusals (sensitive words, full list, a picture not one's own) show the catalogue message.
 */
export default function NicknameCustomsRoute() {
  const { t } = useTranslation('programmePersona');
  const q = useCustoms();
  const upload = useUploadCustomAvatar();
  const add = useAddCustom();
  const del = useDeleteCustoms();
  const setDefault = useSetDefaultCustom();
  const [avatarUrl, setAvatarUrl] = useState('');
  const [nickname, setNickname] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const d = q.data;
  const full = !!d && d.items.length >= d.max;

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  function save() {
    if (!avatarUrl) {
      toast.error(t('customs.needAvatar'));
      return;
    }
    if (!nickname.trim()) {
      toast.error(t('customs.needNickname'));
      return;
    }
    add.mutate(
      { nickname: nickname.trim(), avatarUrl },
      {
        onSuccess: () => {
          setAvatarUrl('');
          setNickname('');
          toast.info(t('customs.added'));
        },
      },
    );
  }
  function remove() {
    const ids = [...selected];
    del.mutate(ids, {
      onSuccess: (r) => {
        setSelected(new Set());
        toast.info(t('customs.deleted', { count: r.deleted }));
      },
    });
  }

  return (
    <Page title={t('titles.nicknameCustoms')} backTo={paths.programmeHub}>
      <p className="ps-intro muted">{t('customs.intro')}</p>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {d && (
        <>
          <p className="pc-count muted" data-testid="custom-count">
            {t('customs.count', { count: d.items.length, max: d.max })}
          </p>
          {d.items.length === 0 && <EmptyState icon={Sparkles} title={t('customs.empty')} hint={t('customs.emptyHint')} testId="custom-empty" />}
          <ul className="pc-list" data-testid="custom-list">
            {d.items.map((c) => (
              <li key={c.id} className="pc-row" data-testid="custom-row">
                <label className="pc-check">
                  <input type="checkbox" checked={selected.has(c.id)} onChange={() => toggle(c.id)} aria-label={t('customs.select', { name: c.nickname })} data-testid="custom-select" />
                </label>
                <Avatar url={c.avatarUrl} name={c.nickname} seed={c.id} className="avatar avatar-sm" />
                <span className="pc-name" data-testid="custom-nickname">
                  {c.nickname}
                </span>
                {c.isDefault ? (
                  <span className="badge" data-testid="custom-default">
                    {t('customs.isDefault')}
                  </span>
                ) : (
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={setDefault.isPending}
                    data-testid="custom-set-default"
                    onClick={() => setDefault.mutate(c.id, { onSuccess: () => toast.info(t('customs.defaultDone')) })}
                  >
                    {t('customs.setDefault')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {selected.size > 0 && (
            <ConfirmButton
              label={t('customs.deleteSelected', { count: selected.size })}
              armedLabel={t('customs.deleteArmed')}
              testId="custom-delete"
              disabled={del.isPending}
              onConfirm={remove}
            />
          )}
          <section className="pc-form" aria-labelledby="pc-add-title">
            <h3 id="pc-add-title">{t('customs.addTitle')}</h3>
            {full && (
              <p className="muted" role="note">
                {t('customs.full')}
              </p>
            )}
            <div className="pc-avatar-pick">
              <Avatar url={avatarUrl} name={nickname} seed={undefined} />
              <label data-testid="custom-avatar-pick">
                {upload.isPending ? t('customs.uploading') : avatarUrl ? t('customs.changeAvatar') : t('customs.pickAvatar')}
                <input
                  type="file"
                  accept="image/*"
                  hidden
                  data-testid="custom-avatar-input"
                  disabled={upload.isPending}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) upload.mutate(file, { onSuccess: (r) => setAvatarUrl(r.url) });
                  }}
                />
              </label>
            </div>
            <Field
              label={t('customs.nickname')}
              name="nickname"
              value={nickname}
              maxLength={L.nicknameMax}
              placeholder={t('customs.nicknamePlaceholder')}
              onChange={(e) => setNickname(e.target.value)}
              data-testid="custom-nickname-input"
            />
            <Button type="button" disabled={add.isPending || upload.isPending || full} onClick={save} data-testid="custom-add">
              {t('customs.add')}
            </Button>
          </section>
        </>
      )}
    </Page>
  );
}
