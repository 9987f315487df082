import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TArticleParagraph } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useArticle, useMyFolds, useSaveArticle, useUploadArticleImage, type Scope } from '../../../../features/content/api-articles';
import { ParagraphsEditor } from './paragraphs-editor';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Picture } from '../../../../components/ui/Picture';

/** /mini/articles/edit?articleId=&scope=: write a new article or change one (title, summary, cover, body, keywords, fold). */
export default function ArticleEditRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const articleId = params.get('articleId') ?? '';
  const scope: Scope = params.get('scope') === 'company' ? 'company' : 'own';
  const back = `${paths.articles}${scope === 'company' ? '?scope=company' : ''}`;
  const navigate = useNavigate();
  const existing = useArticle(articleId);
  const folds = useMyFolds(scope);
  const save = useSaveArticle(scope, articleId);
  const upload = useUploadArticleImage();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [coverUrl, setCoverUrl] = useState('');
  const [keywords, setKeywords] = useState('');
  const [foldId, setFoldId] = useState('');
  const [paragraphs, setParagraphs] = useState<TArticleParagraph[]>([{ type: 'text', text: '' }]);
  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    setTitle(a.title);
    setSummary(a.summary);
    setCoverUrl(a.coverUrl ?? '');
    setKeywords(a.keywords.join(','));
    setFoldId(a.foldId ?? '');
    setParagraphs(a.paragraphs);
  }, [existing.data]);
  const pageTitle = t(articleId ? 'titles.edit' : 'titles.write');
  if (articleId && !existing.data)
    return (
      <Page title={pageTitle} backTo={back}>
        {existing.isError ? <p className="result muted">{existing.error.message}</p> : <Loading />}
      </Page>
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = paragraphs.filter((p) => p.type === 'image' || p.text.trim() !== '');
    save.mutate(
      {
        title,
        summary,
        coverUrl,
        paragraphs: body,
        keywords: keywords
          .split(/[,，]/)
          .map((k) => k.trim())
          .filter(Boolean),
        ...(foldId ? { foldId } : {}),
      },
      {
        onSuccess: () => {
          toast.info(t('saved'));
          void navigate(back, { replace: true });
        },
      },
    );
  };
  const pickCover = (file: File | undefined) => file && upload.mutate(file, { onSuccess: (p) => setCoverUrl(p.url) });
  return (
    <Page title={pageTitle} backTo={back}>
      <form className="form" onSubmit={submit} data-testid="article-form">
        <Field label={t('fields.title')} name="title" value={title} onChange={(e) => setTitle(e.target.value)} required data-testid="article-title" />
        <Field label={t('fields.summary')} name="summary" value={summary} onChange={(e) => setSummary(e.target.value)} />
        <div className="field">
          <span className="muted">{t('fields.cover')}</span>
          {coverUrl && <Picture width={347} height={168} className="art-cover" src={coverUrl} alt="" />}
          <div className="actions-row">
            <label className="art-upload" data-testid="cover-upload">
              <input type="file" accept="image/*" onChange={(e) => pickCover(e.target.files?.[0])} disabled={upload.isPending} />
              {upload.isPending ? t('uploading') : t(coverUrl ? 'changeCover' : 'addCover')}
            </label>
            {coverUrl && (
              <button type="button" className="link-btn" onClick={() => setCoverUrl('')}>
                {t('removeCover')}
              </button>
            )}
          </div>
        </div>
        <OptionSheet
          label={t('fields.fold')}
          value={foldId}
          onChange={setFoldId}
          testId="article-fold"
          options={[{ value: '', label: t('noFold') }, ...(folds.data?.folds ?? []).map((f) => ({ value: f.foldId, label: f.name }))]}
        />
        <Field label={t('fields.keywords')} name="keywords" value={keywords} placeholder={t('keywordsHint')} onChange={(e) => setKeywords(e.target.value)} />
        <ParagraphsEditor paragraphs={paragraphs} onChange={setParagraphs} />
        <Button type="submit" disabled={save.isPending || upload.isPending} data-testid="article-save">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </Page>
  );
}
