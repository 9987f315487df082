import '../../../../features/service/complaint/complaint.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMPLAINT_REASONS, LIMITS, SERVICE_ROLE, type ComplaintReason } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { tokenStore } from '../../../../lib/token';
import { useSessionDraft } from '../../../../lib/session-draft';
import { useUserInfo } from '../../../../features/account/api';
import { useSubmitComplaint, useUploadComplaintPicture } from '../../../../features/service/complaint/api';
import { CircleCheck, X } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { Picture } from '../../../../components/ui/Picture';

const L = LIMITS.service;

/**
 * /customer/client/complaint[?target=<phoneIdEcr>] (the card page's 投诉, or the customer home's complaint for
 * 'other'): a reason from the fixed list, the text with its counter, 1-9 evidence pictures (several picked at once,
 * each uploaded, removable), then a success state leading to my complaints. Every refusal (own card, a pending
 * complaint about the same card, no picture) shows the catalogue message through the shared toast. What was typed is
 * kept per subject in the tab's session (useSessionDraft), so a visitor sent to register first finds it again on the
 * way back (issue 32, item 7), and forgotten once sent.
 */
export default function ComplaintRoute() {
  const { t } = useTranslation('serviceComplaint');
  const [search] = useSearchParams();
  const target = search.get('target') ?? '';
  const me = useUserInfo(Boolean(tokenStore.get()));
  const agent = Boolean(me.data?.roles.includes(SERVICE_ROLE));
  const upload = useUploadComplaintPicture();
  const submit = useSubmitComplaint();
  const [draft, setDraft, clearDraft] = useSessionDraft(`complaint:${target || 'other'}`, { reason: COMPLAINT_REASONS[0] as ComplaintReason, content: '', pictures: [] as string[] });
  const reason = COMPLAINT_REASONS.includes(draft.reason) ? draft.reason : COMPLAINT_REASONS[0];
  const { content, pictures } = draft;
  const setReason = (r: ComplaintReason) => setDraft((d) => ({ ...d, reason: r }));
  const setContent = (c: string) => setDraft((d) => ({ ...d, content: c }));
  const setPictures = (f: (p: string[]) => string[]) => setDraft((d) => ({ ...d, pictures: f(d.pictures) }));
  const [uploading, setUploading] = useState(0);
  const [done, setDone] = useState(false);
  const room = L.complaintPicturesMax - pictures.length - uploading;

  // Each picked file goes up on its own; a refused one (type, size) toasts its message and the others still arrive.
  const add = (files: File[]) => {
    const kept = files.slice(0, Math.max(0, room));
    // Never trimmed silently: say how many pictures were left out and why.
    if (kept.length < files.length) toast.info(t('intake.picturesLeftOut', { max: L.complaintPicturesMax, count: files.length - kept.length }));
    for (const file of kept) {
      setUploading((n) => n + 1);
      // mutateAsync, not mutate: mutate's own callbacks fire for the latest call only, and several files go up at once.
      upload
        .mutateAsync(file)
        .then((r) => setPictures((p) => (p.length < L.complaintPicturesMax ? [...p, r.url] : p)))
        .catch(() => undefined) // the shared toast already shows the catalogue message
        .finally(() => setUploading((n) => n - 1));
    }
  };

  if (done) {
    return (
      <Page title={t('titles.complaint')} backTo={paths.customerHome}>
        <div className="cp-done" data-testid="complaint-done">
          <div className="cp-done-icon" aria-hidden="true">
            <Icon icon={CircleCheck} size="xl" />
          </div>
          <h2>{t('intake.doneTitle')}</h2>
          <p className="muted">{t('intake.doneBody')}</p>
          <Link className="btn btn-primary" to={paths.myComplaints} data-testid="complaint-go-mine">
            {t('intake.goMine')}
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('titles.complaint')} backTo={paths.customerHome}>
      <nav className="cp-links">
        <Link to={paths.myComplaints} data-testid="complaint-mine-link">
          {t('intake.mine')}
        </Link>
        {agent && (
          <Link to={paths.agentComplaints} data-testid="complaint-agent-link">
            {t('intake.agent')}
          </Link>
        )}
      </nav>
      <form
        className="form"
        noValidate
        data-testid="complaint-form"
        onSubmit={(e) => {
          e.preventDefault();
          // The info toast also replaces an earlier refusal's, which would otherwise stay over the success state.
          submit.mutate(
            { target: target || undefined, reason, content, pictures },
            {
              onSuccess: () => {
                clearDraft();
                toast.info(t('intake.doneTitle'));
                setDone(true);
              },
            },
          );
        }}
      >
        <p className="cp-about" data-testid="complaint-about">
          {target ? t('intake.aboutCard') : t('intake.aboutOther')}
        </p>
        <fieldset className="cp-reasons" data-testid="complaint-reasons">
          <legend>{t('intake.reason')}</legend>
          {COMPLAINT_REASONS.map((r) => (
            <label key={r} className={`cp-reason${reason === r ? ' active' : ''}`} data-testid={`complaint-reason-${r}`}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(`reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="cp-content">{t('intake.content')}</label>
          <textarea
            id="cp-content"
            className="cp-text"
            maxLength={L.complaintTextMax}
            value={content}
            placeholder={t('intake.contentHint')}
            onChange={(e) => setContent(e.target.value)}
            data-testid="complaint-content"
          />
          <small className={`cp-counter${[...content].length >= L.complaintTextMax ? ' full' : ''}`} aria-live="polite" data-testid="complaint-counter">
            {t('intake.counter', { count: [...content].length, max: L.complaintTextMax })}
          </small>
        </div>
        <div className="field">
          <span className="cp-label" id="cp-pictures-label">
            {t('intake.pictures', { max: L.complaintPicturesMax })}
          </span>
          <ul className="cp-pictures" aria-labelledby="cp-pictures-label" data-testid="complaint-pictures">
            {pictures.map((u, i) => (
              <li key={u} data-testid="complaint-picture">
                <Picture width={111} height={111} src={u} alt="" />
                <button
                  type="button"
                  className="cp-remove"
                  aria-label={t('intake.removePicture', { n: i + 1 })}
                  data-testid="complaint-picture-remove"
                  onClick={() => setPictures((p) => p.filter((x) => x !== u))}
                >
                  <Icon icon={X} size="sm" />
                </button>
              </li>
            ))}
            {room > 0 && (
              <li>
                <label className="cp-add" data-testid="complaint-add-picture">
                  <span aria-hidden="true">+</span>
                  {uploading > 0 ? t('intake.uploading') : t('intake.addPicture')}
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    data-testid="complaint-picture-input"
                    onChange={(e) => {
                      const files = [...(e.target.files ?? [])];
                      e.target.value = '';
                      add(files);
                    }}
                  />
                </label>
              </li>
            )}
          </ul>
        </div>
        <Button type="submit" disabled={submit.isPending || uploading > 0} data-testid="complaint-submit">
          {submit.isPending ? t('intake.submitting') : t('intake.submit')}
        </Button>
      </form>
    </Page>
  );
}
