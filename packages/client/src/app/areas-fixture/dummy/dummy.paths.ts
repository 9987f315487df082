/** A made-up area's paths (app/areas.test.ts): what a new area writes in its own folder. */
export const dummyPaths = {
  dummyHome: '/dummy/home',
  dummyThing: (id: string) => `/dummy/thing/${encodeURIComponent(id)}`,
  dummyThingPattern: '/dummy/thing/:id',
} as const;
