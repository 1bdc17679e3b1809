import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's `useId` is linked to app/mantine-use-id.ts (mantine-build.ts, in the build and in
 * these tests): an input's id is React's from the first render on, so nothing renders a second time
 * to swap it for a random one (issue 17).
 */
describe("Mantine's ids", () => {
  it('are stable from the first render, and label their inputs', () => {
    const seen: string[] = [];
    let renders = 0;
    function Probe() {
      renders += 1;
      useLayoutEffect(() => {
        const input = document.querySelector('input');
        if (input) seen.push(input.id);
      });
      return <TextInput label="Board title" />;
    }
    render(
      <MantineProvider>
        <Probe />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Board title');
    expect(input.id).toMatch(/^mantine-[\w-]+$/);
    // The id the first commit wrote is the id the input keeps.
    expect(seen[0]).toBe(input.id);
    expect(renders).toBe(1);
  });

  it('keep an id the component is given', () => {
    render(
      <MantineProvider>
        <TextInput id="title-field" label="Title" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Title').id).toBe('title-field');
  });
});
