import { Paper, Text } from '@mantine/core';

/** What a list shows when it has nothing: one centred line on a quiet panel. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl" bg="gray.0">
      <Text ta="center" c="gray.7">
        {text}
      </Text>
    </Paper>
  );
}
