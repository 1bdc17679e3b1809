import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/page.tsx';

/** The centred card the authentication screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size={460} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
