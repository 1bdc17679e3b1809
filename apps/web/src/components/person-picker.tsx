import type { PublicUser } from '@makerboard/shared';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPeople } from './people-search.ts';

/** People offered for what is typed, and how many are asked for (some may be excluded). */
const SUGGESTIONS = 6;
const ASKED = 20;

/**
 * A field that finds people as one types (the people search of the mention list): arrow keys
 * move through the matches, Enter or a click picks one, Escape closes the list. Who is in
 * `exclude` (usernames, any case) is not offered. The field empties after a pick.
 */
export function PersonPicker({
  label,
  description,
  placeholder,
  exclude = [],
  onPick,
  disabled,
  error,
  'data-testid': testId,
}: {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  exclude?: readonly string[];
  onPick: (person: PublicUser) => void;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const wanted = typed.trim().replace(/^@/, '');
  // One request after typing pauses, not one per key.
  const [searched] = useDebouncedValue(wanted, 250);
  const found = useQuery({
    queryKey: ['people-picker', searched],
    queryFn: ({ signal }) => searchPeople(searched, ASKED, signal),
    enabled: searched.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const skip = new Set(exclude.map((name) => name.toLowerCase()));
  const options = searched
    ? (found.data ?? []).filter((p) => !skip.has(p.userName.toLowerCase())).slice(0, SUGGESTIONS)
    : [];
  const byName = new Map(options.map((p) => [p.userName, p]));
  const searching = searched.length > 0 && found.isFetching;
  // The list of what is typed now: none while typing goes on, "no one" only once the answer is in.
  const show = wanted.length > 0 && searched === wanted && (options.length > 0 || !found.isFetching);

  const [focused, setFocused] = useState(false);

  // The list is open while the field has the focus and has something to say (so `aria-expanded`
  // tells the truth); typing again reopens it after Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is stable; `typed` reopens it.
  useEffect(() => {
    if (show && focused) combobox.openDropdown();
    else combobox.closeDropdown();
  }, [show, focused, typed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is stable; a new list selects its first person again.
  useEffect(() => {
    if (options.length > 0) combobox.selectFirstOption();
  }, [found.data, searched, show, combobox.dropdownOpened]);

  const choose = (person: PublicUser) => {
    onPick(person);
    setTyped('');
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(userName) => {
        const person = byName.get(userName);
        if (person) choose(person);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          value={typed}
          disabled={disabled}
          error={error}
          autoComplete="off"
          data-testid={testId}
          rightSection={searching ? <Loader size={14} aria-label={t('people.searching')} /> : null}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter never submits the surrounding form from here: it picks (the first match when
            // none is highlighted).
            event.preventDefault();
            const first = options[0];
            if (show && first && combobox.getSelectedOptionIndex() === -1) choose(first);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!show}>
        <Combobox.Options aria-label={t('people.suggestions')}>
          {options.length > 0 ? (
            options.map((person) => (
              <Combobox.Option value={person.userName} key={person.userName}>
                <Text size="sm" fw={600} span>
                  {person.fullName || person.userName}
                </Text>{' '}
                <Text size="sm" span>
                  @{person.userName}
                </Text>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{t('people.noMatch')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
