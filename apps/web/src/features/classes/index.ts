/** What other features may use of the classes feature. */
export { ClassesTab } from './components/classes-tab.tsx';
