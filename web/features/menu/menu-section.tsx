import { Collapse } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestGroup } from '../../../domain/guest-projection.js';
import { formatPrice } from '../../lib/number-format.js';
import classes from './menu.module.css';
import { type EntryWords, MenuEntryRow } from './menu-entry.js';
import { useColorLabel } from './menu-labels.js';

/** What a section's groups and entries say, in the reader's language: made once per section. */
interface MenuWords {
  group: (group: GuestGroup) => string;
  entry: EntryWords;
}

function useMenuWords(): MenuWords {
  const { t, i18n } = useTranslation();
  const colorLabel = useColorLabel();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: t and colorLabel follow the language
  return useMemo(
    () => ({
      group: (group) => {
        if (group.label === null) return t('guestMenu.other');
        return group.level === 'color' ? colorLabel(group.label) : group.label;
      },
      entry: {
        pour3: t('guestMenu.pour3'),
        pour5: t('guestMenu.pour5'),
        onRequest: t('guestMenu.onRequest'),
        size: (size) => t('guestMenu.sizeMl', { size }),
        price: (value) => formatPrice(value, language),
      },
    }),
    [language],
  );
}

const HEADING_TAG = { color: 'h3', country: 'h4', region: 'h5', subregion: 'h6' } as const;

const groupClass = {
  color: classes.colorGroup,
  country: undefined,
  region: undefined,
  subregion: classes.subregionGroup,
};

const headingClass = {
  color: classes.colorTitle,
  country: classes.countryTitle,
  region: classes.regionTitle,
  subregion: classes.subregionTitle,
};

/**
 * The group of entries without a label is headed Other only beside labeled groups: alone under
 * its parent it says nothing, and a wine with no country repeated Uncategorized for its country,
 * region and subregion.
 */
const GroupBlock = memo(function GroupBlock({
  group,
  alone,
  words,
}: {
  group: GuestGroup;
  alone: boolean;
  words: MenuWords;
}) {
  const Heading = HEADING_TAG[group.level];
  return (
    <section
      className={groupClass[group.level]}
      data-testid={`menu-group-${group.level}`}
      data-label={group.label ?? ''}
    >
      {(group.label !== null || !alone) && (
        <Heading className={headingClass[group.level]}>{words.group(group)}</Heading>
      )}
      {group.groups.map((child) => (
        <GroupBlock
          key={child.label ?? ''}
          group={child}
          alone={group.groups.length === 1}
          words={words}
        />
      ))}
      {group.entries.length > 0 && (
        <ul className={classes.entries}>
          {group.entries.map((entry, index) => (
            // The projection has no ids (decision 0018): an entry is its place in its group.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id to key by
            <MenuEntryRow key={index} entry={entry} words={words.entry} />
          ))}
        </ul>
      )}
    </section>
  );
});

interface MenuSectionProps {
  title: string;
  groups: GuestGroup[];
  testId: string;
  collapsible?: boolean;
}

/** By The Glass (collapsible) or By The Bottle, grouped color > country > region > subregion. */
export function MenuSection({ title, groups, testId, collapsible = false }: MenuSectionProps) {
  const [open, setOpen] = useState(true);
  const words = useMenuWords();
  const bodyId = useId();
  const body = groups.map((group) => (
    <GroupBlock key={group.label ?? ''} group={group} alone={groups.length === 1} words={words} />
  ));
  return (
    <section className={classes.section} data-testid={testId}>
      {collapsible ? (
        <button
          type="button"
          className={classes.sectionHeader}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <h2 className={classes.sectionTitle}>{title}</h2>
          <svg
            className={classes.chevron}
            data-collapsed={open ? undefined : ''}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      ) : (
        <div className={classes.sectionHeader}>
          <h2 className={classes.sectionTitle}>{title}</h2>
        </div>
      )}
      {collapsible ? (
        <Collapse expanded={open} id={bodyId}>
          {body}
        </Collapse>
      ) : (
        body
      )}
    </section>
  );
}
