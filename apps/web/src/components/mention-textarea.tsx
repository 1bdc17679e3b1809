import type { PublicUser } from '@makerboard/shared';
import { Combobox, Text, Textarea, type TextareaProps, useCombobox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withScreenTexts } from '../i18n/screens.ts';
import { searchPeople } from './people-search.ts';

/** People offered for one `@…`: the first few whose name matches. */
const SUGGESTIONS = 5;

/** The `@name` being typed just before the caret, if any: where it starts and what is typed. */
export function mentionAt(text: string, caret: number): { start: number; typed: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\p{L}\p{N}_@.])@([\p{L}\p{N}_.-]{1,64})$/u.exec(before);
  if (!match) return null;
  const typed = match[1]!;
  return { start: caret - typed.length - 1, typed };
}

/** People whose name starts like what is typed; the list's texts (a lazy catalogue part) load with them. */
async function people(typed: string, signal: AbortSignal): Promise<PublicUser[]> {
  const [found] = await Promise.all([
    searchPeople(typed, SUGGESTIONS, signal),
    withScreenTexts(async () => null),
  ]);
  return found;
}

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  'data-testid'?: string;
};

/**
 * A text area that offers people to mention (issue "The community as a newcomer meets it", item 1):
 * typing `@` and the start of a name lists matching people; arrow keys move, Enter or Tab or a click
 * puts in `@username `, Escape closes the list. With the list closed the keys do what they did.
 */
export function MentionTextarea({ value, onValueChange, onKeyDown, ...props }: Props) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; typed: string } | null>(null);
  const found = useQuery({
    queryKey: ['mentions', mention?.typed ?? ''],
    queryFn: ({ signal }) => people(mention!.typed, signal),
    enabled: mention !== null,
    staleTime: 30_000,
  });
  const options = mention ? (found.data ?? []) : [];
  const open = options.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is stable; a new list selects its first person again.
  useEffect(() => {
    if (open) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
  }, [open, found.data]);

  const follow = (text: string, caret: number) => setMention(mentionAt(text, caret));

  const pick = (userName: string) => {
    if (!mention) return;
    const end = mention.start + 1 + mention.typed.length;
    const inserted = `@${userName} `;
    const next = value.slice(0, mention.start) + inserted + value.slice(end);
    onValueChange(next);
    setMention(null);
    const caret = mention.start + inserted.length;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(caret, caret);
    });
  };

  const keys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (combobox.dropdownOpened) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        combobox.selectNextOption();
        return;
      }
      if (event.key === 'ArrowUp') {
        event.preventDefault();
        combobox.selectPreviousOption();
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        combobox.clickSelectedOption();
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start" withinPortal={false}>
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute={false}>
        <Textarea
          {...props}
          ref={ref}
          value={value}
          onChange={(event) => {
            onValueChange(event.currentTarget.value);
            follow(event.currentTarget.value, event.currentTarget.selectionStart ?? 0);
          }}
          onKeyDown={keys}
          onClick={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
          onBlur={() => setMention(null)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options aria-label={t('notifyKinds.mentionList')}>
          {options.map((person) => (
            <Combobox.Option
              value={person.userName}
              key={person.userName}
              // The text area keeps the focus while a person is picked with the mouse.
              onMouseDown={(event) => event.preventDefault()}
            >
              <Text size="sm" fw={600} span>
                @{person.userName}
              </Text>{' '}
              {/* Inherits the option's colour, readable on the selected option's background too. */}
              <Text size="sm" span>
                {person.fullName ?? ''}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
