/** Customer service and help centre (issue 17): every value ours unless marked; each part adds its own below its marker. */
export const SERVICE_LIMITS = {
  // --- help centre (articles, search) ---
  /** Ours: a help search keyword, 1-30 characters (one line of the search box). */
  helpKeywordMax: 30,
  /** Ours: an article's title (one line of a list row), category tag, and summary (two lines under the title). */
  helpTitleMax: 60,
  helpCategoryMax: 20,
  helpSummaryMax: 200,
  /** Ours: an article's plain-text body; an e-book's chapters fit (about 30 phone screens). */
  helpBodyMax: 20_000,
  /** Ours: a cover's or a video's address (our storage keys and signed URLs stay well under this). */
  helpUrlMax: 500,
  /** Ours: the order field an agent types, 0-9999 (ascending within a kind). */
  helpSortMax: 9999,
  /** Ours: the newest articles of each kind the help centre's home shows. */
  helpHomeNewest: 3,
  /** Ours: help articles cut again per transaction when the search segmenter changed (a short write lock each). */
  helpReindexBatch: 50,
  // --- tickets (feedback, advice, security service, vouchers, additions) ---
  /** Ours: a ticket's text (feedback, advice, an addition, an agent's reply), 1-500 characters: a phone's screenful
   *  is enough to describe one problem; more detail goes into later additions or the pictures. */
  ticketContentMax: 500,
  /** Ours: proof pictures (vouchers) on one ticket or one addition: nine, the phone's 3x3 picker grid. */
  ticketVouchersMax: 9,
  /** Ours: an optional way to reach the user (a phone number or a WeChat id, both well under 40). */
  ticketContactMax: 40,
  /** Ours: entries one ticket's thread may hold (the user's additions and agents' replies): a longer exchange
   *  belongs in the live chat, and it bounds the detail page, which shows the whole thread. */
  ticketEntriesMax: 50,
  // --- complaints ---
  /** Spec section 9 "Complaint | 1-4 evidences, 9 pictures, 200 characters": a complaint's text and its pictures. */
  complaintTextMax: 200,
  complaintPicturesMax: 9,
  /** Ours: at least one picture is the evidence (a complaint about a card with nothing to show cannot be judged). */
  complaintPicturesMin: 1,
  /** Ours: an agent's decision text the complainant reads (as long as the complaint itself). */
  complaintDecisionMax: 200,
  /** Ours: complaints one user may file per hour (more is a flood, not evidence). */
  complaintsPerHour: 20,
  // --- chat (live online service) ---
  /** Ours: one chat message, 1-500 characters (a phone's screenful; longer belongs in a ticket). */
  chatTextMax: 500,
  /** Ours: the sender's own id of a message (any id the client makes up, UUID-sized). */
  chatClientMsgIdMax: 64,
  /** Ours: messages one history page gives (a phone's chat scrolls back in pages). */
  chatHistoryPageMax: 50,
  /** Ours: a WebSocket ticket is good for this long after the config call, and once. */
  chatTicketTtlSec: 60,
  /** Ours: the client pings this often; the server drops a socket silent for three times as long. */
  chatHeartbeatMs: 25_000,
  /** Ours: reconnection waits from the first to the longest (doubling in between, with jitter). */
  chatReconnectBaseMs: 500,
  chatReconnectMaxMs: 15_000,
  /** Ours: messages one person may send per minute over all their sockets (a flood is refused, not queued). */
  chatMessagesPerMinute: 60,
  /** Ours: sockets one person may hold at once (several tabs or devices; more is a leak or an attack). */
  chatSocketsPerUser: 5,
} as const;
