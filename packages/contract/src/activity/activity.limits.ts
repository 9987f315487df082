/** Activities (issue 16): every value ours unless marked; each part adds its own below its marker. */
export const ACTIVITY_LIMITS = {
  // --- events (module 61) ---
  /** Spec section 9: the activity list's page size (startIndex defaults to 1, len to 10). */
  pageSize: 10,
  /** Spec section 9: the activity list's start lower bound (getActivitysByStatuss startTime default). */
  listStartLowerBound: '1990-01-01',
  /** Ours: an activity's title, as the spec's list item shows it on one line. */
  titleMax: 30,
  /** Ours: the plain-text introduction on the detail page. */
  introMax: 2000,
  /** Ours: the address line (also the map point's name). */
  addressMax: 100,
  /** Ours: the highest registration fee, 100 000 yuan in fen (larger sums are not sold through a card). */
  feeMaxFen: 10_000_000,
  /** Ours: the most seats an activity offers (0 = unlimited). */
  capacityMax: 100_000,
  /** Ours: the notification text an owner sends to every attendee. */
  notificationMax: 200,
  /** Ours: notifications per activity per hour, so attendees are not flooded. */
  notificationsPerHour: 3,
  // --- registration (module 62) ---
  /** Ours: a registration page's title, 1-30 characters (one line of a phone's header). */
  regTitleMax: 30,
  /** Ours: a registration page's introduction. */
  regIntroMax: 2000,
  /** Ours: seats of a registration page (0 = unlimited); above is a typing slip. */
  regCapacityMax: 100_000,
  /** Ours: fields of one registration form (name and mobile are always asked besides); a form stays fillable on a phone. */
  regFieldsMax: 20,
  /** Ours: a field's label, 1-20 characters (one line above its input). */
  regFieldLabelMax: 20,
  /** Ours: a select field's options, 1-10 of 1-20 characters (one tap list on a phone). */
  regOptionsMax: 10,
  regOptionMax: 20,
  /** Ours: the registrant's name, 1-20 characters. */
  regNameMax: 20,
  /** Ours: an answer to a text field, and to a textarea field. */
  regAnswerTextMax: 200,
  regAnswerTextareaMax: 1000,
  /** Ours: a number answer's magnitude (ages, counts, sizes; larger is a typing slip). */
  regAnswerNumberMax: 1_000_000_000,
  /** Ours: the platform's fee on a paid registration, percent of the fee (the video goods' rate). */
  regFeePercent: 5,
  /** Ours: registrations one person may submit per hour, against scripted seat grabbing. */
  regSubmitsPerHour: 30,
  /** Ours: registration pages one person may keep (not deleted). */
  regPagesMax: 100,
  /** Ours: rows of one CSV export of attendees (a page's capacity cap). */
  regExportRowsMax: 100_000,
} as const;
