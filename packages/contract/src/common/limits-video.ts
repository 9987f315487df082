/** Micro video (issue 15): every value ours unless marked; each part adds its own below its marker. */
export const VIDEO_LIMITS = {
  // --- upload and transcoding ---
  /** Ours: one uploaded video file (a phone's minute-long clip in 1080p fits; the platform's largest upload). */
  uploadMaxBytes: 50 * 1024 * 1024,
  /** Ours: the container types taken from a phone (sniffed from the bytes; anything else is UPLOAD_TYPE_ERROR). */
  uploadTypes: ['video/mp4', 'video/quicktime', 'video/webm'] as const,
  /** Ours: a micro video plays at most 5 minutes; a longer file ("hours long") is refused before any transcoding. */
  maxDurationSeconds: 300,
  /** Ours: the largest frame side accepted (4K phones); a larger one is refused before decoding a frame. */
  maxSourceSide: 4096,
  /** Ours: the transcoded video's longer side (720p: sharp on a phone, small to stream). */
  outputLongSide: 1280,
  /** Spec section 9: temporary video storage keeps an upload one day unless it becomes a video. */
  tempRetentionHours: 24,
  /** Ours: transcodes running at once in one server process (the machine's two cores stay usable for requests). */
  transcodeConcurrency: 1,
  /** Ours: a transcoding try is aborted after this (a 5-minute video takes well under it on two cores). */
  transcodeTimeoutSeconds: 600,
  /** Ours: tries of a transcoding task before it fails for good. */
  transcodeAttempts: 3,
  /** Ours: the phone's file name kept with an upload log (shown in the upload list). */
  fileNameMax: 100,
  /** Ours: a micro video's title (one line on the phone's list) and introduction. */
  titleMax: 50,
  introMax: 500,
  /** Ours: micro videos one user may keep without premium, and with premium (bought or VIP). */
  videoQuotaFree: 20,
  videoQuotaPremium: 200,
  // --- library ---
  // --- labels and types ---
  /** Ours, after the spec's circle labels ("custom label up to 8 characters"): a label fits the label bar. */
  labelNameMax: 8,
  /** Ours: the caller's own labels (the label bar and the picker stay one short list on a phone). */
  ownLabelsMax: 20,
  /** Ours: a company's labels, kept by its admins and offered to every colleague. */
  companyLabelsMax: 30,
  /** Ours: a type (class) name, short enough for a chip. */
  typeNameMax: 10,
  /** Ours: the caller's types. */
  typesMax: 20,
  /** Ours: labels one user follows (the followed feed merges them in one query). */
  labelFollowsMax: 50,
  /** Ours: a label search keyword (longer than any label name is pointless, but a pasted phrase is not refused). */
  labelKeywordMax: 20,
  // --- share, sync, company, ads ---
  // --- visitors ---
  /** Spec section 4 "Complaint: text up to 200 characters" (the circle complaint's cap, kept for videos). */
  complaintTextMax: 200,
  /** Ours (issue 15 brief): evidence pictures of one video complaint, each the reporter's own upload. */
  complaintPicturesMax: 3,
  /** Ours: a search keyword's length (a title is short; a longer keyword finds nothing anyway). */
  searchKeywordMax: 30,
  /** Ours: a visitor's complaints per hour (a reporter filing against many videos at once is a flood, not evidence). */
  complaintsPerHour: 20,
  /** Spec section 4 "Complaint: text up to 200 characters" (the circle complaint's cap, kept for videos). */
  complaintTextMax: 200,
  /** Ours (issue 15 brief): evidence pictures of one video complaint, each the reporter's own upload. */
  complaintPicturesMax: 3,
  /** Ours: a search keyword's length (a title is short; a longer keyword finds nothing anyway). */
  searchKeywordMax: 30,
  /** Ours: a visitor's complaints per hour (a reporter filing against many videos at once is a flood, not evidence). */
  complaintsPerHour: 20,
  // --- cart and violations ---
} as const;
