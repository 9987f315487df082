import { errorCatalogue, STATUS_NOT_LOGGED_IN, STATUS_REDIRECT } from '@card/contract';

/**
 * The error catalogue in the document, so a client generator and a reader know every `code` an envelope may carry:
 * a component schema `ErrorCode` (the names as an enum, and `x-catalogue` with each one's envelope status, HTTP status
 * and both texts), the list of codes under each shared error response, and a table in the document's description.
 */
type Entry = { status: number; http: number; zh: string; en: string };
const entries = Object.entries(errorCatalogue as Record<string, Entry>);

export function errorCodeSchema() {
  return {
    type: 'string',
    description:
      "Every catalogue code (`code` of an error envelope); `x-catalogue` gives each one's envelope status, HTTP status and texts. " +
      "The server words `msg` in the caller's language: zh-CN, or en when the `lang` cookie says `en`.",
    enum: entries.map(([code]) => code),
    'x-catalogue': Object.fromEntries(entries.map(([code, e]) => [code, { status: e.status, http: e.http, 'zh-CN': e.zh, en: e.en }])),
  };
}

const HTTP_MEANING: Record<string, string> = {
  400: 'Refused input',
  401: 'Not logged in (envelope status 302)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Wrong content type',
  423: 'Locked',
  429: 'Too many attempts (`data.retryAfterSeconds`)',
  500: 'System error',
  503: 'A provider is down; retry later',
};

/** One shared response per HTTP error status, naming the catalogue codes that travel with it. */
export function errorResponse(http: string) {
  const codes = entries.filter(([, e]) => String(e.http) === http).map(([code]) => `\`${code}\``);
  return {
    description: `${HTTP_MEANING[http] ?? `HTTP ${http}`}: the error envelope.${codes.length ? ` Codes: ${codes.join(', ')}.` : ''}`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The Markdown table of the catalogue, for the document's description. */
export function catalogueTable(): string {
  return [
    '| code | status | HTTP | zh-CN | en |',
    '| --- | --- | --- | --- | --- |',
    ...entries.map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.http} | ${cell(e.zh)} | ${cell(e.en)} |`),
  ].join('\n');
}

/** What every client has to know before its first call; the catalogue follows. */
export function introduction(): string {
  return [
    'Every call of the card platform, generated from its ts-rest contract (`packages/contract`).',
    '',
    '**Bodies** are form-encoded (`application/x-www-form-urlencoded`) like the legacy wire unless the call says otherwise; uploads are `multipart/form-data`.',
    '',
    '**Answers** are one JSON envelope `{ status, code, msg, resultSets }`: status 200 and code `OK` carry the result in `resultSets`; ' +
      `status ${STATUS_NOT_LOGGED_IN} means not logged in, ${STATUS_REDIRECT} "go to the URL in \`data\`", any other status is an entry of the ` +
      "catalogue below, with `msg` in the caller's language and, for refused fields, `errors: [{ field, rule, message }]`. " +
      'The HTTP status follows the envelope so that proxies and logs see failures, but clients read the envelope.',
    '',
    '**Sessions** travel in the `authorization` header (apps) or the `token` cookie (the web app); see the security schemes. ' + "Each call's description begins with who may call it.",
    '',
    '## Error catalogue',
    '',
    // Folded: ~150 rows would otherwise push every operation a long scroll down the page.
    `<details><summary>Every code with its envelope status, HTTP status and texts (${entries.length})</summary>`,
    '',
    catalogueTable(),
    '',
    '</details>',
  ].join('\n');
}
