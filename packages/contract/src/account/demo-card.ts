/**
 * The public id of the demo user's card (the seed's 张三, packages/server/src/seed.ts): the welcome screen shows it to
 * newcomers as an example of what they will make, so the seed and the link name one id.
 */
export const DEMO_CARD_ID = 'demoCard8xQ2mZ7vK1pL';
