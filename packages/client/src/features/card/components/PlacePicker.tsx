import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TMapPlace } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { reverseGeocode, searchAddress } from '../style-api';
import { useDomesticAreas } from '../../../lib/regions';
import { PinMap } from './PinMap';
import { OptionSheet, plainChoices } from '../../../components/ui/OptionSheet';
import './map-picker.css';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

type Way = 'locate' | 'city' | 'search';
/** `lat`/`lng` are null when no map service knew the exact spot (a city from our list): nothing is made up. */
export type PickedPlace = Pick<TMapPlace, 'address' | 'province' | 'city' | 'lat' | 'lng'> & { mapImageUrl?: string };

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : fallback);

/**
 * Where a navigation point is, picked three ways without typing coordinates: the phone's location, a province
 * and city from our list (its centre), or an address search. Geolocation is often refused or missing in in-app
 * browsers: that says so plainly and offers the other two ways. With a map service, a pin refines the point.
 */
export function PlacePicker({ picked, error, onPick }: { picked: PickedPlace | null; error?: string; onPick: (p: PickedPlace) => void }) {
  const { t } = useTranslation('card');
  const [way, setWay] = useState<Way | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [province, setProvince] = useState('');
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<TMapPlace[] | null>(null);
  const provinces = useDomesticAreas('');
  const cities = useDomesticAreas(province);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setProblem('');
    try {
      await task();
    } catch (err) {
      setProblem(messageOf(err, t('map.lookupFailed')));
    } finally {
      setBusy(false);
    }
  };
  const at = (lat: number, lng: number) => run(async () => onPick(await reverseGeocode(lat, lng)));

  const locate = () => {
    setWay('locate');
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(t('map.geoUnavailable'));
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        void at(Number(pos.coords.latitude.toFixed(6)), Number(pos.coords.longitude.toFixed(6)));
      },
      (err) => {
        setBusy(false);
        setProblem(err.code === err.PERMISSION_DENIED ? t('map.geoDenied') : t('map.geoUnavailable'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  const pickCity = (city: string) =>
    city &&
    run(async () => {
      const { places } = await searchAddress(city, city);
      const centre = places.find((p) => p.province === province && p.city === city);
      if (centre) onPick(centre);
    });
  const search = () => {
    if (!keyword.trim()) {
      setProblem(t('map.keywordEmpty'));
      return;
    }
    void run(async () => setResults((await searchAddress(keyword.trim())).places));
  };

  const tab = (w: Way, label: string, onClick: () => void) => (
    <button type="button" role="tab" aria-selected={way === w} className={`way${way === w ? ' way-on' : ''}`} data-testid={`way-${w}`} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <fieldset className={`place-picker${error ? ' field-error' : ''}`} data-testid="place-picker">
      <legend>{t('map.where')}</legend>
      <div className="ways" role="tablist">
        {tab('locate', t('map.locate'), locate)}
        {tab('city', t('map.byCity'), () => {
          setWay('city');
          setProblem('');
        })}
        {tab('search', t('map.bySearch'), () => {
          setWay('search');
          setProblem('');
        })}
      </div>
      {way === 'locate' && busy && (
        <p className="muted" role="status">
          {t('map.locating')}
        </p>
      )}
      {way === 'city' && (
        <div className="two-cols">
          <OptionSheet
            label={t('fields.province')}
            name="province"
            value={province}
            options={plainChoices(provinces.data?.provinces ?? [])}
            placeholder={t('map.chooseProvince')}
            onChange={setProvince}
            testId="place-province"
          />
          <OptionSheet
            label={t('fields.city')}
            name="city"
            value={picked && picked.province === province ? picked.city : ''}
            options={plainChoices(province ? (cities.data?.cities ?? []) : [])}
            placeholder={t('map.chooseCity')}
            onChange={pickCity}
            testId="place-city"
          />
        </div>
      )}
      {way === 'search' && (
        <div className="map-search">
          <div className="field">
            <label htmlFor="f-map-keyword">{t('map.searchLabel')}</label>
            <div className="field-row">
              <input
                id="f-map-keyword"
                type="search"
                enterKeyHint="search"
                value={keyword}
                placeholder={t('map.searchPlaceholder')}
                onChange={(e) => setKeyword(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    search();
                  }
                }}
              />
              <Button type="button" disabled={busy} onClick={search} data-testid="map-search">
                {t('map.search')}
              </Button>
            </div>
          </div>
          {results &&
            (results.length ? (
              <ul className="map-results" data-testid="map-results">
                {results.map((p, i) => (
                  <li key={`${p.lat},${p.lng},${i}`}>
                    <button
                      type="button"
                      className="map-result"
                      onClick={() => {
                        onPick(p);
                        setResults(null);
                      }}
                    >
                      <strong>{p.name}</strong>
                      <span>{p.address}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState icon={Inbox} title={t('map.noResult')} hint={t('map.noResultHint')} />
            ))}
        </div>
      )}
      {problem && (
        <p className="field-msg" role="alert" data-testid="map-problem">
          {problem}
        </p>
      )}
      {picked ? (
        <div className="picked" data-testid="picked">
          <p>
            <span className="muted">{t('map.picked')}</span> {picked.province === picked.city ? picked.city : `${picked.province} ${picked.city}`}
          </p>
          {picked.lat !== null && picked.lng !== null ? (
            <>
              <p className="muted coords" data-testid="picked-coords">
                {t('map.coords', { latitude: picked.lat.toFixed(5), longitude: picked.lng.toFixed(5) })}
              </p>
              {picked.mapImageUrl ? <PinMap imageUrl={picked.mapImageUrl} lat={picked.lat} lng={picked.lng} busy={busy} onMove={at} /> : null}
            </>
          ) : (
            <p className="muted" data-testid="picked-no-coords">
              {t('map.noCoords')}
            </p>
          )}
        </div>
      ) : (
        error && <p className="field-msg">{error}</p>
      )}
    </fieldset>
  );
}
