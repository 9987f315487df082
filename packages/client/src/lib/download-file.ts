import type { ServiceBase } from '@card/contract';
import { baseUrlOf } from './api';
import { tokenStore } from './token';

/**
 * Saves a file a signed-in call answers (an export): the call needs the session header, so it is fetched and
 * handed to the browser as a download (a plain link would go without it). Answers false when the server refused
 * (the answer is then an error envelope, not the file's type), so the screen can say so.
 */
export async function downloadSignedIn(path: string, contentType: string, fileName: string, base: ServiceBase = 'main'): Promise<boolean> {
  const token = tokenStore.get();
  const res = await fetch(`${baseUrlOf(base)}${path}`, { headers: token ? { authorization: token } : {}, credentials: 'include' });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith(contentType)) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
