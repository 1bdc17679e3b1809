import { Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** Sets the document title: "<page> · Makerboard". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Makerboard` : 'Makerboard';
  }, [title]);
}

/** A page body with its heading; every screen uses it so spacing and headings stay consistent. */
export function Page({
  title,
  description,
  size = 'md',
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description ? (
            <Text c="gray.7" size="lg">
              {description}
            </Text>
          ) : null}
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
