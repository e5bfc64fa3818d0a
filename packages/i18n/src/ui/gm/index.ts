/**
 * The UI words of the GM’s screens (setup, downtime walkthrough, ledger, dice, history, settings),
 * loaded with them. See ui.ts for how to add keys.
 */
export { accounts } from './accounts';
export { debt } from './debt';
export { dice } from './dice';
export { downtime } from './downtime';
export { history } from './history';
export { proposals } from './proposals';
export { requests } from './requests';
export { settings } from './settings';
export { setup } from './setup';
