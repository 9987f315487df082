import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import { tokenStore } from '../../../lib/token';

/**
 * WeChat's web authorisation with a way back (issue 29). Starting: the server answers the authorisation address,
 * remembering the screen to come back to. Coming back: it binds the WeChat (signed in) or signs in by it (signed
 * out) and answers that screen.
 */
export const useStartWxAuth = () =>
  useMutation({
    mutationFn: (body: { scope: 'snsapi_base' | 'snsapi_userinfo'; returnTo: string }) => call(api.security.wxAuthorize({ body })),
    onSuccess: (r) => window.location.assign(r.url),
  });

export function useWxReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { code?: string; state: string }) => call(api.security.wxOauthReturn({ body })),
    onSuccess: (r) => {
      // A bound WeChat changes what every area knows of the user; a sign-in starts a new session.
      if (r.token) tokenStore.set(r.token);
      qc.clear();
    },
  });
}
