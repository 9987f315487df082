import '../../../../features/video/video-share.css';
import { useState } from 'react';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Switch } from '../../../../components/ui/Switch';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { useAdHistory, useAdSetting, useAdSwitch, useAddAd, useDefaultAd, useDeleteAd } from '../../../../features/video/api-share';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /microvideo/setAd: the ad shown to visitors at the end of my videos: the switch (on: the default ad plays after
 * videos without their own), the default ad, and the history: add (a picture of my picture library, a line of text,
 * an http(s) link), make default, delete.
 */
export default function SetAdRoute() {
  const { t } = useTranslation('videoShare');
  const setting = useAdSetting();
  const history = useAdHistory();
  const sw = useAdSwitch();
  const add = useAddAd();
  const del = useDeleteAd();
  const def = useDefaultAd();
  const [picking, setPicking] = useState(false);
  const [form, setForm] = useState({ title: '', imageUrl: '', linkUrl: '' });
  const rows = rowsOf(history.data);
  return (
    <Page title={t('titles.setAd')} backTo={paths.microVideoHome}>
      {setting.isPending && <Loading />}
      {setting.data && (
        <section>
          <Switch label={t('ad.switch')} hint={t('ad.switchHint')} checked={setting.data.adSwitch} disabled={sw.isPending} onChange={(on) => sw.mutate(on)} testId="vs-ad-switch" />
          <p data-testid="vs-ad-default">{setting.data.defaultAd ? t('ad.defaultIs', { title: setting.data.defaultAd.title }) : t('ad.noDefault')}</p>
        </section>
      )}

      <h2 className="vs-h">{t('ad.add')}</h2>
      <form
        className="vs-form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(form, {
            onSuccess: () => {
              setForm({ title: '', imageUrl: '', linkUrl: '' });
              toast.info(t('ad.added'));
            },
          });
        }}
      >
        <label>
          {t('ad.title')}
          <input value={form.title} maxLength={30} data-testid="vs-ad-title" onChange={(e) => setForm({ ...form, title: e.currentTarget.value })} />
        </label>
        <div className="vs-row">
          {form.imageUrl && <Picture width={48} height={64} className="vs-cover" src={form.imageUrl} alt="" data-testid="vs-ad-image" />}
          <button type="button" className="btn btn-ghost" data-testid="vs-ad-pick" onClick={() => setPicking(true)}>
            {t('ad.pickImage')}
          </button>
        </div>
        <label>
          {t('ad.link')}
          <input value={form.linkUrl} inputMode="url" placeholder="https://" data-testid="vs-ad-link" onChange={(e) => setForm({ ...form, linkUrl: e.currentTarget.value })} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={add.isPending} data-testid="vs-ad-save">
          {t('ad.save')}
        </button>
      </form>
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setForm({ ...form, imageUrl: url })} />

      <h2 className="vs-h">{t('ad.history')}</h2>
      {history.data && !rows.length && <p className="muted">{t('ad.none')}</p>}
      <ul className="vs-list" data-testid="vs-ads">
        {rows.map((a) => (
          <li key={a.id} className="vs-row" data-testid="vs-ad">
            <Picture width={48} height={64} className="vs-cover" src={a.imageUrl} alt="" />
            <span className="vs-title">
              {a.title}
              {a.isDefault && <em className="vs-badge">{t('ad.default')}</em>}
            </span>
            {!a.isDefault && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={def.isPending}
                data-testid="vs-ad-set-default"
                onClick={() => def.mutate(a.id, { onSuccess: () => toast.info(t('ad.defaultSet')) })}
              >
                {t('ad.setDefault')}
              </button>
            )}
            <ConfirmButton
              className="btn btn-ghost"
              label={t('ad.delete')}
              armedLabel={t('ad.deleteConfirm')}
              disabled={del.isPending}
              onConfirm={() => del.mutate(a.id, { onSuccess: () => toast.info(t('ad.deleted')) })}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(history.hasNextPage)} loading={history.isFetchingNextPage} onMore={() => void history.fetchNextPage()} />
    </Page>
  );
}
