import { z } from 'zod';

/**
 * Activities (issue 16): activity customer acquisition (module 61, kind "activity": a time window, an address, a fee
 * and a capacity) and registration pages (module 62, kind "form": a free form with a deadline). The shapes both parts
 * share; each part's own bodies and answers live in its `activity-<part>.schemas.ts`.
 */
export const ACTIVITY_MODULE = 61 as const;
export const REGISTRATION_MODULE = 62 as const;

export const ACTIVITY_KINDS = ['activity', 'form'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** Stored status; the spec's list asks for ACTIVE (published). */
export const ACTIVITY_STATUSES = ['draft', 'ACTIVE', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** What a person sees: a published activity before, during and after its time window, or its stored state. */
export const ACTIVITY_PHASES = ['draft', 'upcoming', 'ongoing', 'ended', 'cancelled'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

/** Kinds of registration form fields. mobile: the project's mobile rule; select: one of `options`. */
export const REG_FIELD_KINDS = ['text', 'textarea', 'mobile', 'number', 'select'] as const;
export type RegFieldKind = (typeof REG_FIELD_KINDS)[number];
export const ZRegField = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(REG_FIELD_KINDS),
  required: z.boolean(),
  options: z.array(z.string()),
});
export type TRegField = z.infer<typeof ZRegField>;

/** Who made an activity, as visitors see it. */
export const ZActivityOwner = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

/** An activity or registration page. Dates are ISO strings; null where the kind has none. */
export const ZActivity = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  intro: z.string(),
  coverUrl: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  feeFen: z.number().int(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  status: z.enum(ACTIVITY_STATUSES),
  phase: z.enum(ACTIVITY_PHASES),
  /** Registration is open now (published, before the sign-up end, seats left). */
  open: z.boolean(),
  fields: z.array(ZRegField),
  owner: ZActivityOwner,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
