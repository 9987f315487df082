import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { api, call } from '../../../lib/api';
import { areas } from '../../../lib/mutation';
import './security.css';
import { Picture } from '../../../components/ui/Picture';

export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

/**
 * The graphic captcha (rgRand), shown once the server asks for it before sending more register codes. The server
 * sends a PNG as a data URL (a raster, so no markup a script could read). `round` changes whenever the last one was used.
 */
export function CaptchaField({ round, value, onChange, error }: { round: number; value: CaptchaAnswer; onChange: (v: CaptchaAnswer) => void; error?: string }) {
  const { t } = useTranslation('security');
  const image = useQuery({
    queryKey: areas.security.key('captcha', round),
    queryFn: () => call(api.security.rgRand({ body: {} })),
    staleTime: Infinity,
    gcTime: 0,
  });
  const captchaId = image.data?.captchaId ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the answer once per new captcha; the parent's `onChange` is a new function each render
  useEffect(() => {
    onChange({ captchaId, captcha: '' });
  }, [captchaId]);

  return (
    <div className={`field${error ? ' field-error' : ''}`} data-testid="captcha">
      <label htmlFor="f-captcha">{t('register.captcha')}</label>
      <div className="field-row">
        <input
          id="f-captcha"
          name="captcha"
          autoComplete="off"
          maxLength={4}
          placeholder={t('register.captchaPlaceholder')}
          value={value.captcha}
          onChange={(e) => onChange({ captchaId, captcha: e.target.value.trim() })}
          aria-invalid={Boolean(error)}
        />
        {image.data && (
          <button type="button" className="captcha-img" onClick={() => void image.refetch()} title={t('register.captchaRefresh')} data-testid="captcha-refresh">
            <Picture eager src={image.data.image} alt={t('register.captchaRefresh')} width={138} height={44} />
          </button>
        )}
      </div>
      {error ? <p className="field-msg">{error}</p> : <p className="hint">{t('register.captchaRefresh')}</p>}
    </div>
  );
}
