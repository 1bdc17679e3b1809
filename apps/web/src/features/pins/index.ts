/** What other features may use of the pins feature. */
export { PinsTab } from './components/pins-tab.tsx';
