/**
 * index.html paints a static app shell (top bar and skeleton) inside #root before any script runs. React's first
 * render would replace it with nothing while the first screen's code and texts arrive, so the same markup, read
 * from the page before React starts, is what the app shows until a screen can paint. One source: index.html.
 */
let shellHtml = '';

export function captureShell(root: HTMLElement) {
  shellHtml = root.innerHTML;
}

export function AppShell() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered shell (captureShell), shown again while a lazy screen loads
  return <div className="app-shell-host" dangerouslySetInnerHTML={{ __html: shellHtml }} />;
}
