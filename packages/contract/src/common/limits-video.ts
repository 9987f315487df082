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
  // --- library ---
  // --- labels and types ---
  // --- share, sync, company, ads ---
  // --- visitors ---
  // --- cart and violations ---
} as const;
