/** What other features may use of the members feature. */
export { BoardTeam } from './components/board-team.tsx';
