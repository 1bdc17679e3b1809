/** What other features may use of the polls feature. */
export { CommunityPolls } from './components/community-polls.tsx';
export { PollCard } from './components/poll-card.tsx';
