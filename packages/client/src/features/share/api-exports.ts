import { useQuery } from '@tanstack/react-query';
import { cardBackgroundPath } from '@card/contract';
import { api, call } from '../../lib/api';
import { downloadSignedIn } from '../../lib/download-file';
import { areas } from '../../lib/mutation';

/** The exports of the caller's own card (issue 34): the signature and whether the wallet pass is offered. */
export const useCardExports = () => useQuery({ queryKey: areas.share.key('exports'), retry: false, queryFn: () => call(api.share.cardExports({ body: {} })) });

/** The background as a file download (the server draws it per request, for the signed-in owner only). */
export const downloadBackground = (fileName: string) => downloadSignedIn(cardBackgroundPath, 'image/png', fileName);

/**
 * Copies the signature so a mail client pastes it formatted: text/html with a text/plain twin where the browser has
 * ClipboardItem (Chrome, Safari, Edge, recent Firefox), else the plain text, else a selection copied the old way.
 */
export async function copySignature(html: string, text: string): Promise<boolean> {
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return true;
    }
  } catch {
    /* refused (no permission, not focused): try the next way */
  }
  try {
    // Older in-app browsers: select the rendered signature and copy it, which keeps the formatting too.
    const holder = document.createElement('div');
    holder.contentEditable = 'true';
    holder.style.cssText = 'position:fixed;left:-9999px;top:0';
    holder.innerHTML = html;
    document.body.append(holder);
    const range = document.createRange();
    range.selectNodeContents(holder);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    const ok = document.execCommand('copy');
    sel?.removeAllRanges();
    holder.remove();
    if (ok) return true;
  } catch {
    /* fall through to plain text */
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
