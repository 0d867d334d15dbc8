// What the seed holds that the e2e tests and the benches sign in as and play
// (`@club/services/seed`): the demo accounts and their password, the standing stream assets.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts-seed.ts';
export { STREAM_ASSETS } from './catalogue.ts';
