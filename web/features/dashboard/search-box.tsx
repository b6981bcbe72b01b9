import { CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_LENGTH } from '../../../domain/search-query.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { SearchIcon } from './dashboard-icons.js';
import type { InventoryIndex } from './inventory-index.js';
import { type Suggestion, searchSuggestions } from './visible-wines.js';

/** The autocomplete list hides this long after the box loses focus (docs/product.md §9). */
const HIDE_AFTER_BLUR_MS = 200;

function optionValue(suggestion: Suggestion): string {
  return suggestion.kind === 'wine'
    ? `wine:${suggestion.productId}`
    : `${suggestion.detail}:${suggestion.label}`;
}

/**
 * The dashboard search: every keystroke goes to the store at once (filtering is cheap and the
 * list derives with useDeferredValue); from 2 characters, wines, producers and regions are
 * suggested, navigable with the arrow keys.
 */
export function SearchBox({ index, id }: { index: InventoryIndex | null; id: string }) {
  const { t } = useTranslation();
  const search = useDashboard((state) => state.search);
  const combobox = useCombobox();
  const [focused, setFocused] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Looked for a render behind the keystroke (a transition), as the list is: the box itself
  // shows each character at once.
  const typed = useDeferredValue(search);
  const suggestions = useMemo(
    () =>
      index && typed.trim().length >= SUGGESTION_MIN_LENGTH && !typed.includes(':')
        ? searchSuggestions(index, typed)
        : [],
    [index, typed],
  );
  const byValue = new Map(suggestions.map((item) => [optionValue(item), item]));
  const open = focused && suggestions.length > 0;

  useEffect(() => {
    if (open) combobox.openDropdown();
    else combobox.closeDropdown();
  }, [open, combobox]);

  const choose = (value: string) => {
    const suggestion = byValue.get(value);
    setFocused(false);
    if (!suggestion) return;
    if (suggestion.kind === 'wine') dashboardStore.openWine(suggestion.productId);
    else dashboardStore.setSearch(suggestion.label);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal
      zIndex={300}
      // The box is in the header, at the top of the page: its list always opens below it, at its
      // width. Not flipping or shifting it spares two of the four overflow measures (each walks
      // the page's clipping boxes) that followed every keystroke on a phone.
      middlewares={{ flip: false, shift: false }}
    >
      <Combobox.Target>
        <TextInput
          id={id}
          type="search"
          aria-label={t('dashboard.searchLabel')}
          placeholder={t('dashboard.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                aria-label={t('dashboard.clearAll')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => dashboardStore.setSearch('')}
              />
            ) : null
          }
          value={search}
          onChange={(event) => {
            setFocused(true);
            combobox.resetSelectedOption();
            dashboardStore.setSearch(event.currentTarget.value);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setFocused(false), HIDE_AFTER_BLUR_MS);
          }}
          onKeyDown={(event) => event.key === 'Escape' && setFocused(false)}
          autoComplete="off"
          spellCheck={false}
        />
      </Combobox.Target>
      {/* Mounted only while open: a mounted dropdown is positioned (layout reads) even hidden. */}
      {open ? (
        <Combobox.Dropdown aria-label={t('dashboard.suggestions')}>
          <Combobox.Options>
            {suggestions.map((item) => (
              <Combobox.Option key={optionValue(item)} value={optionValue(item)}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {item.label}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end" maw="45%">
                    {item.kind === 'wine'
                      ? item.detail
                      : t(`dashboard.suggestionKinds.${item.detail}`)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      ) : null}
    </Combobox>
  );
}
