import { SimpleGrid } from '@mantine/core';
import { useOpenPolls } from '../api/list-polls.ts';
import { PollCard } from './poll-card.tsx';

/** The open community polls, shown on the home page when there are any. */
export function CommunityPolls() {
  const polls = useOpenPolls();
  if (!polls.data?.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {polls.data.map((p) => (
        <PollCard key={p.id} poll={p} />
      ))}
    </SimpleGrid>
  );
}

export default CommunityPolls;
