import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { RichTextEditor, safeHref } from './components/rich-text-editor.tsx';

beforeAll(async () => {
  // jsdom lays nothing out: ProseMirror's scroll-into-view asks ranges for their boxes.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  await withScreenTexts(async () => null);
});

function renderEditor(value = '<p>Solar oven</p>') {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <span id="label">Body</span>
      <RichTextEditor value={value} onChange={onChange} labelledBy="label" />
    </MantineProvider>,
  );
  return onChange;
}

describe('the section editor (issue 16, item 13)', () => {
  it('keeps the editor focused when a tool is pressed, so no typed character is lost', () => {
    renderEditor();
    for (const name of ['Bold', 'Italic', 'Code', 'Code block', 'Link']) {
      const button = screen.getByRole('button', { name });
      // mousedown's default (moving focus to the button) is prevented.
      expect(fireEvent.mouseDown(button)).toBe(false);
    }
  });

  it('has code and code-block tools', async () => {
    const onChange = renderEditor();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Code block' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringContaining('<pre><code>')));
  });

  it('takes web, e-mail and relative links, and refuses script links', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('example.org/build')).toBe('https://example.org/build');
    expect(safeHref('mailto:ada@example.org')).toBe('mailto:ada@example.org');
    expect(safeHref('/story/12')).toBe('/story/12');
    expect(safeHref('')).toBe('');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('opens the link tool with an address field', async () => {
    renderEditor();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByLabelText('Link address')).toBeTruthy();
  });
});
