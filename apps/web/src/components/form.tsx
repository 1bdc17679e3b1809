import { type MantineSpacing, Stack, type StyleProp } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A form laid out as a Stack; browser validation is off because every field shows its own message. */
export function Form({
  onSubmit,
  children,
  gap = 'md',
  mt,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  gap?: MantineSpacing;
  mt?: StyleProp<MantineSpacing>;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={gap} mt={mt}>
        {children}
      </Stack>
    </form>
  );
}
