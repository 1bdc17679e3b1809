/** What other features may use of the classes feature. */

export { useClasses } from './api/list-classes.ts';
export { ClassesTab } from './components/classes-tab.tsx';
