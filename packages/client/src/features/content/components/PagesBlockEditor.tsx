import { Fragment, useState } from 'react';
import { BUTTON_ACTIONS, FORM_FIELD_KINDS, LIMITS, type TBlock } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { readYuan } from '../../../lib/yuan-input';
import { useMapPoints, useUploadPageImage, useUploadVideo } from '../api-pages';
import { OptionSheet } from '../../../components/ui/OptionSheet';
import { X } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';
import { Picture } from '../../../components/ui/Picture';
import { Tabs } from '../../../components/ui/Tabs';

const L = LIMITS.content;
type Edit = (b: TBlock) => void;

/** A new block of a type, filled with a starting text so it shows in the preview at once. */
export function newBlock(type: TBlock['type'], t: (k: string) => string): TBlock {
  const id = Math.random().toString(36).slice(2, 10);
  const d = (k: string) => t(`block.defaults.${k}`);
  switch (type) {
    case 'text':
      return { id, type, style: 'paragraph', text: d('paragraph') };
    case 'image':
      return { id, type, url: '', alt: '' };
    case 'video':
      return { id, type, url: '' };
    case 'button':
      return { id, type, label: d('button'), action: 'card', url: '' };
    case 'form':
      return {
        id,
        type,
        consent: d('consent'),
        submitLabel: d('submit'),
        fields: [
          { kind: 'name', label: d('name'), required: true },
          { kind: 'phone', label: d('phone'), required: true },
        ],
      };
    case 'map':
      return { id, type, name: d('mapName'), address: '', lat: 0, lng: 0 };
    case 'product':
      return { id, type, name: d('product'), priceFen: 0, imageUrl: '', description: '' };
  }
}

/** A server refusal of one field, written under its input (`id` is what the input's aria-describedby names). */
function FieldMsg({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field-msg" id={id} role="alert" data-testid="pages-field-error">
      {text}
    </p>
  ) : null;
}
/** The attributes an input takes when the message under it refuses it. */
const invalid = (error: string | undefined, msgId: string) => (error ? { 'aria-invalid': true, 'aria-describedby': msgId } : {});

/**
 * The fields of one block, edited in place; `at` prefixes the input ids (unique on the screen). `errors` are the
 * server's refusals of this block by field (`url`, `fields.1.label`, see page-refusal.ts): each is written under
 * the input it names, so a refused save says what to fix where it is typed.
 */
export function PagesBlockEditor({ block: b, onChange, at, errors = {} }: { block: TBlock; onChange: Edit; at: string; errors?: Record<string, string> }) {
  const { t } = useTranslation('contentPages');
  const id = (f: string) => `${at}-${f}`;
  /** A text input; `key` is the block's field it edits, whose refusal it shows. */
  const text = (f: string, key: string, label: string, value: string, set: (v: string) => void, max: number, multi = false) => (
    <div className={`field${errors[key] ? ' field-error' : ''}`}>
      <label htmlFor={id(f)}>{label}</label>
      {multi ? (
        <textarea id={id(f)} value={value} maxLength={max} rows={4} onChange={(e) => set(e.target.value)} {...invalid(errors[key], id(`${f}-err`))} />
      ) : (
        <input id={id(f)} value={value} maxLength={max} onChange={(e) => set(e.target.value)} {...invalid(errors[key], id(`${f}-err`))} />
      )}
      <FieldMsg id={id(`${f}-err`)} text={errors[key]} />
    </div>
  );
  switch (b.type) {
    case 'text':
      return (
        <>
          <Tabs
            variant="chips"
            label={t('block.style')}
            value={b.style}
            onChange={(style) => onChange({ ...b, style })}
            options={(['heading', 'paragraph'] as const).map((s) => ({ value: s, label: t(`block.${s}`) }))}
          />
          <FieldMsg id={id('style-err')} text={errors.style} />
          {text('text', 'text', t('block.text'), b.text, (v) => onChange({ ...b, text: v }), b.style === 'heading' ? L.headingMax : L.paragraphMax, b.style === 'paragraph')}
        </>
      );
    case 'image':
      return (
        <>
          <FilePick
            accept="image/*"
            label={t('block.pickImage')}
            testId={`${at}-image-file`}
            kind="image"
            url={b.url}
            onUrl={(url) => onChange({ ...b, url })}
            error={errors.url}
            msgId={id('url-err')}
          />
          {text('alt', 'alt', t('block.alt'), b.alt, (v) => onChange({ ...b, alt: v }), L.imageAltMax)}
        </>
      );
    case 'video':
      return (
        <FilePick
          accept="video/mp4"
          label={t('block.pickVideo')}
          testId={`${at}-video-file`}
          kind="video"
          url={b.url}
          onUrl={(url) => onChange({ ...b, url })}
          error={errors.url}
          msgId={id('url-err')}
        />
      );
    case 'button':
      return (
        <>
          {text('label', 'label', t('block.label'), b.label, (v) => onChange({ ...b, label: v }), L.buttonLabelMax)}
          <div className={errors.action ? 'field-error' : undefined}>
            <OptionSheet
              label={t('block.action')}
              value={b.action}
              onChange={(action) => onChange({ ...b, action })}
              testId={`${at}-action`}
              options={BUTTON_ACTIONS.map((a) => ({ value: a, label: t(`block.actions.${a}`) }))}
            />
            <FieldMsg id={id('action-err')} text={errors.action} />
          </div>
          {b.action !== 'card' && text('url', 'url', t(b.action === 'link' ? 'block.url' : 'block.phone'), b.url, (v) => onChange({ ...b, url: v }), L.urlMax)}
        </>
      );
    case 'form':
      return (
        <>
          <fieldset className="pages-fields">
            <legend>{t('block.fields')}</legend>
            {b.fields.map((f, i) => {
              // A refusal of this row (its label, kind or required box) goes under the row.
              const rowError = errors[`fields.${i}.label`] ?? errors[`fields.${i}.kind`] ?? errors[`fields.${i}.required`];
              return (
                <Fragment key={i}>
                  <div className="pages-field-row">
                    <OptionSheet
                      compact
                      label={`${t('block.fields')} ${i + 1}`}
                      value={f.kind}
                      testId={`${at}-field${i}-kind`}
                      onChange={(kind) => onChange({ ...b, fields: b.fields.map((x, j) => (j === i ? { ...x, kind } : x)) })}
                      options={FORM_FIELD_KINDS.map((k) => ({ value: k, label: t(`block.fieldKinds.${k}`) }))}
                    />
                    <input
                      aria-label={t('block.fieldLabel')}
                      value={f.label}
                      maxLength={L.formLabelMax}
                      {...invalid(rowError, id(`field${i}-err`))}
                      onChange={(e) => onChange({ ...b, fields: b.fields.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) })}
                    />
                    <label className="pages-check">
                      <input
                        type="checkbox"
                        checked={f.required}
                        onChange={(e) => onChange({ ...b, fields: b.fields.map((x, j) => (j === i ? { ...x, required: e.target.checked } : x)) })}
                      />
                      {t('block.required')}
                    </label>
                    <button type="button" className="link-btn link-danger" aria-label={t('block.removeField')} onClick={() => onChange({ ...b, fields: b.fields.filter((_, j) => j !== i) })}>
                      <Icon icon={X} size="sm" />
                    </button>
                  </div>
                  <FieldMsg id={id(`field${i}-err`)} text={rowError} />
                </Fragment>
              );
            })}
            <FieldMsg id={id('fields-err')} text={errors.fields} />
            {b.fields.length < L.formFieldsMax && (
              <button type="button" className="link-btn" onClick={() => onChange({ ...b, fields: [...b.fields, { kind: 'text', label: t('block.fieldKinds.text'), required: false }] })}>
                + {t('block.addField')}
              </button>
            )}
          </fieldset>
          {text('consent', 'consent', t('block.consent'), b.consent, (v) => onChange({ ...b, consent: v }), L.consentMax, true)}
          {text('submit', 'submitLabel', t('block.submitLabel'), b.submitLabel, (v) => onChange({ ...b, submitLabel: v }), L.submitLabelMax)}
        </>
      );
    case 'map':
      return <MapPick block={b} onChange={onChange} at={at} error={errors.name} />;
    case 'product':
      return (
        <>
          {text('name', 'name', t('block.productName'), b.name, (v) => onChange({ ...b, name: v }), L.productNameMax)}
          <PriceInput id={id('price')} label={t('block.price')} fen={b.priceFen} onFen={(priceFen) => onChange({ ...b, priceFen })} refused={errors.priceFen} />
          <FilePick
            accept="image/*"
            label={t('block.pickImage')}
            testId={`${at}-product-file`}
            kind="image"
            url={b.imageUrl}
            onUrl={(url) => onChange({ ...b, imageUrl: url })}
            error={errors.imageUrl}
            msgId={id('image-err')}
          />
          {text('desc', 'description', t('block.description'), b.description, (v) => onChange({ ...b, description: v }), L.productDescMax, true)}
        </>
      );
  }
}

/**
 * A product's price in yuan, read by the contract's money rule as it is typed: a price it refuses (−5, 1.555, "abc")
 * is said under the input and the block keeps its last good price, instead of the typing being dropped silently.
 */
function PriceInput({ id, label, fen, onFen, refused }: { id: string; label: string; fen: number; onFen: (fen: number) => void; refused?: string }) {
  const [text, setText] = useState((fen / 100).toFixed(2));
  const [typed, setTyped] = useState('');
  // What is being typed speaks first; the server's refusal of the saved price shows until the block is edited.
  const error = typed || refused || '';
  const change = (v: string) => {
    setText(v);
    const r = readYuan(v, { minFen: 0, maxFen: L.productPriceMaxFen }, 'priceFen', 'content.savePageDraft');
    setTyped(r.error ?? '');
    if (r.fen !== undefined) onFen(r.fen);
  };
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="decimal" value={text} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-err` : undefined} onChange={(e) => change(e.target.value)} />
      {error && (
        <p className="field-msg" id={`${id}-err`} role={typed ? undefined : 'alert'}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An image (into the picture library) or a video (a page video) uploaded from the phone; shows what is chosen. A
 * refused upload, or the server's refusal of the saved file (`error`), is written under the picker: the builder
 * claims its submissions' failures, so no toast says them.
 */
function FilePick({
  accept,
  label,
  testId,
  kind,
  url,
  onUrl,
  error,
  msgId,
}: {
  accept: string;
  label: string;
  testId: string;
  kind: 'image' | 'video';
  url: string;
  onUrl: (u: string) => void;
  error?: string;
  msgId: string;
}) {
  const { t } = useTranslation('contentPages');
  const image = useUploadPageImage();
  const video = useUploadVideo();
  const [failed, setFailed] = useState('');
  const busy = image.isPending || video.isPending;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed('');
    try {
      onUrl((await (kind === 'image' ? image.mutateAsync(file) : video.mutateAsync(file))).url);
    } catch (e) {
      setFailed((e as Error).message);
    }
  };
  const shown = failed || error;
  return (
    <div className={`field${shown ? ' field-error' : ''}`}>
      {url && (kind === 'image' ? <Picture width={284} height={160} className="pages-thumb" src={url} alt="" /> : <video className="pages-thumb" src={url} controls preload="none" />)}
      <label className="btn btn-ghost pages-file">
        {busy ? t('block.uploading') : label}
        <input type="file" accept={accept} className="pages-file-input" data-testid={testId} disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} {...invalid(shown, msgId)} />
      </label>
      <FieldMsg id={msgId} text={shown} />
    </div>
  );
}

/** A map block takes one of the card's map points (picked, never typed coordinates); its name can be changed. */
function MapPick({ block: b, onChange, at, error }: { block: Extract<TBlock, { type: 'map' }>; onChange: Edit; at: string; error?: string }) {
  const { t } = useTranslation('contentPages');
  const [open, setOpen] = useState(false);
  const q = useMapPoints(open);
  return (
    <>
      <div className={`field${error ? ' field-error' : ''}`}>
        <label htmlFor={`${at}-name`}>{t('block.mapName')}</label>
        <input id={`${at}-name`} value={b.name} maxLength={L.mapNameMax} onChange={(e) => onChange({ ...b, name: e.target.value })} {...invalid(error, `${at}-name-err`)} />
        <FieldMsg id={`${at}-name-err`} text={error} />
      </div>
      <p className="muted">{b.address}</p>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
        {t('block.myPoints')}
      </button>
      {open &&
        q.data &&
        (q.data.points.length === 0 ? (
          <p className="muted">{t('block.noPoints')}</p>
        ) : (
          <ul className="menu">
            {q.data.points.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="menu-row link-btn"
                  onClick={() => {
                    onChange({ ...b, name: p.name, address: p.address, lat: p.lat, lng: p.lng });
                    setOpen(false);
                  }}
                >
                  <strong>{p.name}</strong> <span className="muted">{p.address}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
