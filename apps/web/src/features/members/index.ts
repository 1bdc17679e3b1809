/** What other features may use of the members feature. */
export { BoardTeam } from './components/board-team.tsx';
export { SectionInvitation, SectionMembersButton } from './components/section-members.tsx';
