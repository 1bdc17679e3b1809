/** What other features may use of the reports feature: the "Report" action and its modal. */
export { ReportButton } from './components/report-button.tsx';
