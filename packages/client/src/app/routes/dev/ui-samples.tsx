import { useState, type ReactNode } from 'react';
import { Briefcase, Camera, Inbox, Radar, Share2 } from 'lucide-react';
import {
  Avatar,
  Button,
  Chips,
  ConfirmButton,
  Dialog,
  EmptyState,
  ErrorState,
  FallbackImage,
  Field,
  LazyImage,
  ListGroup,
  ListRow,
  LoadMore,
  OptionSheet,
  Picture,
  PinBoxes,
  Sheet,
  Skeleton,
  Stepper,
  Switch,
  Tabs,
  Tile,
  TileGrid,
  TxPwdSheet,
} from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** One component's sample: `name` is its export from components/ui (the unit test checks every export has one). */
function Sample({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="dev-ui-sample" data-component={name} aria-labelledby={`dev-ui-${name}`}>
      <h2 className="section-title" id={`dev-ui-${name}`}>
        {name}
      </h2>
      {children}
    </section>
  );
}

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/** Every shared component with sample content in the current language (texts from the devUi catalogue). */
export function UiSamples() {
  const { t } = useTranslation('devUi');
  const [tab, setTab] = useState<'a' | 'b'>('a');
  const [chip, setChip] = useState<'all' | 'new'>('all');
  const [picked, setPicked] = useState<string[]>(['tea']);
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [pay, setPay] = useState(false);
  const [choice, setChoice] = useState('');
  const [pin, setPin] = useState('');
  const [name, setName] = useState('');
  const [count, setCount] = useState(1);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Sample name="Button">
        <Button type="button">{t('button.primary')}</Button>
        <Button type="button" variant="ghost">
          {t('button.ghost')}
        </Button>
        <Button type="button" variant="danger">
          {t('button.danger')}
        </Button>
        <Button type="button" disabled>
          {t('button.disabled')}
        </Button>
      </Sample>
      <Sample name="ConfirmButton">
        <ConfirmButton className="btn btn-danger" label={t('confirm.label')} armedLabel={t('confirm.armed')} confirmText={t('confirm.text')} onConfirm={() => toast.info(t('done'))} />
      </Sample>
      <Sample name="Field">
        <Field name="devName" label={t('field.label')} value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder={t('field.placeholder')} />
        <Field name="devBad" label={t('field.errorLabel')} defaultValue="x" error={t('field.error')} />
      </Sample>
      <Sample name="OptionSheet">
        <OptionSheet
          label={t('option.label')}
          value={choice}
          onChange={setChoice}
          placeholder={t('option.placeholder')}
          options={[
            { value: 'a', label: t('option.a') },
            { value: 'b', label: t('option.b') },
          ]}
        />
      </Sample>
      <Sample name="PinBoxes">
        <PinBoxes name="devPin" label={t('pin')} value={pin} onChange={setPin} />
      </Sample>
      <Sample name="ListRow">
        <ListGroup label={t('list.label')}>
          <ListRow to="/acc/acc_home" icon={<Camera size={18} />} title={t('list.link')} detail={t('list.detail')} />
          <ListRow onClick={() => toast.info(t('done'))} title={t('list.action')} value={t('list.value')} />
          <ListRow title={t('list.plain')} value="¥12.00" />
        </ListGroup>
      </Sample>
      <Sample name="Tile">
        <TileGrid label={t('tile.label')}>
          <Tile to="/acc/acc_home" icon={<Camera size={22} />} label={t('tile.photo')} />
          <Tile onClick={() => toast.info(t('done'))} icon={<Briefcase size={22} />} label={t('tile.company')} badge="3" />
          <Tile onClick={() => toast.info(t('tile.lockedSays'))} icon={<Share2 size={22} />} label={t('tile.share')} locked lockedLabel={t('tile.locked')} />
        </TileGrid>
      </Sample>
      <Sample name="Switch">
        <Switch label={t('switch.label')} hint={t('switch.hint')} checked={open} onChange={setOpen} testId="dev-switch" />
        <Switch label={t('switch.saving')} checked={false} disabled onChange={() => {}} />
      </Sample>
      <Sample name="Stepper">
        <Stepper label={t('stepper.label')} value={count} max={9} onChange={setCount} lessLabel={t('stepper.less')} moreLabel={t('stepper.more')} />
      </Sample>
      <Sample name="Tabs">
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onChange={setTab}
          options={[
            { value: 'a', label: t('tabs.a') },
            // What stands beside a tab's words: a count of what waits there.
            {
              value: 'b',
              label: (
                <>
                  {t('tabs.b')}
                  <span className="badge">3</span>
                </>
              ),
            },
          ]}
        />
        <Tabs
          variant="chips"
          label={t('tabs.chipsLabel')}
          value={chip}
          onChange={setChip}
          options={[
            { value: 'all', label: t('tabs.all') },
            { value: 'new', label: t('tabs.new') },
          ]}
        />
      </Sample>
      <Sample name="Chips">
        {/* Labels that open their own list (links), flowing onto more lines. */}
        <Chips
          wrap
          label={t('chips.topics')}
          items={[
            { key: 'food', label: t('chips.food'), to: '/acc/acc_home' },
            { key: 'travel', label: t('chips.travel'), to: '/acc/acc_home' },
          ]}
        />
        {/* Filters switched on and off by themselves: several at once. */}
        <Chips
          label={t('chips.labels')}
          items={(['tea', 'gift', 'new'] as const).map((k) => ({
            key: k,
            label: t(`chips.${k}`),
            pressed: picked.includes(k),
            onToggle: () => setPicked(picked.includes(k) ? picked.filter((x) => x !== k) : [...picked, k]),
          }))}
        />
      </Sample>
      <Sample name="Sheet">
        <Button type="button" variant="ghost" onClick={() => setSheet(true)}>
          {t('sheet.open')}
        </Button>
        <Sheet open={sheet} title={t('sheet.title')} onClose={() => setSheet(false)}>
          <p>{t('sheet.body')}</p>
        </Sheet>
      </Sample>
      <Sample name="Dialog">
        <Button type="button" variant="ghost" onClick={() => setDialog(true)}>
          {t('dialog.open')}
        </Button>
        <Dialog
          open={dialog}
          danger
          title={t('dialog.title')}
          message={t('dialog.message')}
          confirmLabel={t('dialog.confirm')}
          onConfirm={() => {
            setDialog(false);
            toast.info(t('done'));
          }}
          onClose={() => setDialog(false)}
        />
      </Sample>
      <Sample name="TxPwdSheet">
        <Button type="button" variant="ghost" onClick={() => setPay(true)}>
          {t('pay.open')}
        </Button>
        <TxPwdSheet open={pay} what={t('pay.what')} amountFen={9900} hasTxPwd={false} busy={false} onSubmit={() => setPay(false)} onClose={() => setPay(false)} />
      </Sample>
      <Sample name="Toaster">
        <Button type="button" variant="ghost" onClick={() => toast.info(t('toast.info'))}>
          {t('toast.showInfo')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => toast.error(t('toast.error'))}>
          {t('toast.showError')}
        </Button>
      </Sample>
      <Sample name="Skeleton">
        <Skeleton rows={3} />
      </Sample>
      <Sample name="EmptyState">
        <EmptyState icon={Inbox} title={t('empty.title')} hint={t('empty.hint')} action={{ label: t('empty.action'), onClick: () => toast.info(t('done')) }} />
        <EmptyState icon={Radar} title={t('empty.othersTitle')} hint={t('empty.othersHint')} />
      </Sample>
      <Sample name="Avatar">
        <Avatar name={t('empty.person')} seed="dev-ui" className="avatar avatar-lg" />
      </Sample>
      <Sample name="ErrorState">
        <ErrorState message={t('error')} onRetry={() => toast.info(t('done'))} />
      </Sample>
      <Sample name="LoadMore">
        <LoadMore hasMore loading={false} onMore={() => toast.info(t('done'))} testId="dev-load-more" />
      </Sample>
      <Sample name="LazyImage">
        <LazyImage src={PIXEL} alt={t('image')} width={120} height={80} />
      </Sample>
      <Sample name="FallbackImage">
        <FallbackImage src="/nonexistent.png" alt={t('image')} width={120} height={80} />
      </Sample>
      <Sample name="Picture">
        <Picture src={PIXEL} alt={t('image')} width={120} height={80} />
      </Sample>
    </>
  );
}
