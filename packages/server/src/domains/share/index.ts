/**
 * The share domain's public entry: what the app's page plugins serve of it (plugins/public-card-page.ts,
 * share-shells.ts, public-micro-page.ts): the public card page, the share shells of the client's screens and the
 * micro page's head.
 */
export { shareService } from './share.service';
export { makeShell } from './page-shell';
export { WX_SHARE_SCRIPT, WX_SHARE_SCRIPT_PATH } from './card-page-wechat';
export { SHELL_KIND_NAMES, SHELL_KINDS, type ShellKind, type ShellQuery } from './share-shell-kinds';
export { shareShellService, type ShellAssets } from './share-shell.service';
export { completeMicroPageHead } from './share-shell-micro';
