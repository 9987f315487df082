/** Client paths of the activity area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const activityPaths = {
  // --- activity paths (issue 16): module 61's tile opens activityHome, module 62's registrationPages ---
  // --- activity paths, events part (activities, the card's ACTIVE list, notification, poster) ---
  activityHome: '/activity/index',
  /** Edit an activity; `new` adds one. */
  activityEdit: (id: string) => `/activity/edit/${encodeURIComponent(id)}`,
  activityEditPattern: '/activity/edit/:id',
  /** An activity as visitors see it (with its registration button). */
  activityDetail: (id: string) => `/activity/detail/${encodeURIComponent(id)}`,
  activityDetailPattern: '/activity/detail/:id',
  /** A card's ACTIVE activities (getActivitysByStatuss). */
  cardActivities: (phoneIdEcr: string) => `/activity/list/${encodeURIComponent(phoneIdEcr)}`,
  cardActivitiesPattern: '/activity/list/:phoneIdEcr',
  activityNotification: (id: string) => `/activity/notification/${encodeURIComponent(id)}`,
  activityNotificationPattern: '/activity/notification/:id',
  activityPoster: (id: string) => `/activity/MoviePoster/${encodeURIComponent(id)}`,
  activityPosterPattern: '/activity/MoviePoster/:id',
  // --- activity paths, registration part (registration pages, fields, registerDetail, attendees) ---
  registrationPages: '/activity/registrationPages',
  /** Edit a registration page; `new` adds one. */
  registrationPageEdit: (id: string) => `/activity/registrationPage/${encodeURIComponent(id)}`,
  registrationPageEditPattern: '/activity/registrationPage/:id',
  /** The registration form's fields of an activity or registration page. */
  registrationFields: (id: string) => `/activity/fields/${encodeURIComponent(id)}`,
  registrationFieldsPattern: '/activity/fields/:id',
  /** The spec's /registerDetail: the registration page a visitor fills (and pays when there is a fee). */
  registerDetail: (id: string) => `/registerDetail/${encodeURIComponent(id)}`,
  registerDetailPattern: '/registerDetail/:id',
  attendees: (id: string) => `/activity/attendees/${encodeURIComponent(id)}`,
  attendeesPattern: '/activity/attendees/:id',
  myRegistrations: '/activity/myRegistrations',
} as const;
