import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useClockHome, useClockIn } from '../../../../features/programme/checkin/api';
import { clockTime, minuteTime } from '../../../../features/programme/checkin/time';
import '../../../../features/programme/checkin/checkin.css';
import { ChartColumn, Trophy } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';

/**
 * /morningCard/index (hub 早起打卡): today's morning check-in. The button stays tappable outside the window: the
 * server's refusal (CLOCK_OUTSIDE_WINDOW, naming the window) is what the user reads, in the shared toast. A check-in
 * earns a place in the rankings only: no reward, no streak prize, nothing for sharing.
 */
export default function CheckinHomeRoute() {
  const { t } = useTranslation('programmeCheckin');
  const home = useClockHome();
  const clockIn = useClockIn();
  const [mood, setMood] = useState('');
  const h = home.data;
  const done = h?.mine ?? (clockIn.data ? clockIn.data.record : null);
  const place = h?.myPlace ?? clockIn.data?.place ?? null;
  return (
    <Page title={t('titles.checkinHome')}>
      {home.isPending && <Loading />}
      {home.isError && (
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      )}
      {h && (
        <>
          <section className="ck-hero" data-testid="clock-hero">
            <p className="ck-hero-date">{t('home.today', { day: h.today })}</p>
            <p className="ck-hero-big">
              {minuteTime(h.windowStart)}-{minuteTime(h.windowEnd)}
            </p>
            <p className="ck-hero-note" data-testid="clock-window">
              {h.inWindow ? t('home.open') : t('home.closed')} · {t('home.count', { count: h.todayCount })}
            </p>
          </section>
          {done ? (
            <div className="ck-done" data-testid="clock-done" role="status">
              <strong>{t('home.done', { time: clockTime(done.secondOfDay) })}</strong>
              {place !== null && <span>{t('home.place', { place })}</span>}
              {done.mood && <p className="muted">“{done.mood}”</p>}
            </div>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                clockIn.mutate(mood.trim());
              }}
            >
              <div className="field ck-mood">
                <label htmlFor="clock-mood">{t('home.moodLabel')}</label>
                <div className="field-row">
                  <input
                    id="clock-mood"
                    value={mood}
                    maxLength={LIMITS.programmeCheckin.moodMax}
                    placeholder={t('home.moodHint')}
                    onChange={(e) => setMood(e.target.value)}
                    data-testid="clock-mood"
                  />
                </div>
              </div>
              <Button type="submit" className="ck-go" disabled={clockIn.isPending} data-testid="clock-in">
                {t('home.go')}
              </Button>
            </form>
          )}
          <p className="ck-rule">{t('home.rule', { start: minuteTime(h.windowStart), end: minuteTime(h.windowEnd) })}</p>
          <p className="ck-rule" data-testid="clock-total">
            {t('home.total', { count: h.totalDays })}
          </p>
          <nav className="ck-links">
            <Link to={paths.clockRankingList} data-testid="clock-go-ranking">
              <Icon icon={Trophy} size="sm" />
              {t('home.ranking')}
            </Link>
            <Link to={paths.clockData} data-testid="clock-go-data">
              <Icon icon={ChartColumn} size="sm" />
              {t('home.data')}
            </Link>
          </nav>
        </>
      )}
    </Page>
  );
}
