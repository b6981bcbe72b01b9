import { Collapse } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../../../domain/guest-menu.js';
import classes from './menu.module.css';
import { MenuEntryRow } from './menu-entry.js';
import { useColorLabel } from './menu-labels.js';

function useGroupLabel() {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  return (group: MenuGroup): string => {
    if (group.label === null) return t('guestMenu.other');
    return group.level === 'color' ? colorLabel(group.label) : group.label;
  };
}

const HEADING_TAG = { color: 'h3', country: 'h4', region: 'h5', subregion: 'h6' } as const;

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
function GroupBlock({ group, alone }: { group: MenuGroup; alone: boolean }) {
  const label = useGroupLabel();
  const Heading = HEADING_TAG[group.level];
  return (
    <section
      className={group.level === 'color' ? classes.colorGroup : undefined}
      data-testid={`menu-group-${group.level}`}
      data-label={group.label ?? ''}
    >
      {(group.label !== null || !alone) && (
        <Heading className={headingClass[group.level]}>{label(group)}</Heading>
      )}
      {group.groups.map((child) => (
        <GroupBlock key={child.key} group={child} alone={group.groups.length === 1} />
      ))}
      {group.entries.length > 0 && (
        <ul className={classes.entries}>
          {group.entries.map((entry) => (
            <MenuEntryRow key={`${entry.section}-${entry.formatId}`} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface MenuSectionProps {
  title: string;
  groups: MenuGroup[];
  testId: string;
  collapsible?: boolean;
}

/** By The Glass (collapsible) or By The Bottle, grouped color > country > region > subregion. */
export function MenuSection({ title, groups, testId, collapsible = false }: MenuSectionProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const body = groups.map((group) => (
    <GroupBlock key={group.key} group={group} alone={groups.length === 1} />
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
