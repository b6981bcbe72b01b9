import { memo } from 'react';
import { vintageText } from '../../../domain/format-rules.js';
import type { GuestEntry } from '../../../domain/guest-projection.js';
import { DEFAULT_BOTTLE_SIZE_ML } from '../../../domain/inventory.js';
import classes from './menu.module.css';

/** What an entry says besides its data, in the reader's language: given once to every row. */
export interface EntryWords {
  pour3: string;
  pour5: string;
  onRequest: string;
  size: (ml: number) => string;
  price: (value: number) => string;
}

/**
 * One wine on the menu: name and vintage, producer, appellation and grapes; prices on the right.
 * No hook of its own (its words come from the section) and memoized: a menu of thousands of
 * entries is drawn in slices, and each slice must not draw the entries before it again.
 */
export const MenuEntryRow = memo(function MenuEntryRow({
  entry,
  words,
}: {
  entry: GuestEntry;
  words: EntryWords;
}) {
  const details = [entry.appellation.trim(), entry.grapes.join(', ')].filter((part) => part !== '');
  const hasGlassPrice = entry.price3oz !== null || entry.price5oz !== null;

  return (
    <li className={classes.entry} data-testid="menu-entry" data-section={entry.section}>
      <div>
        <div className={classes.name}>
          {entry.name}
          <span className={classes.vintage}> {vintageText(entry.vintage)}</span>
        </div>
        {entry.producer.trim() !== '' && <div className={classes.producer}>{entry.producer}</div>}
        {details.length > 0 && <div className={classes.details}>{details.join(' · ')}</div>}
      </div>
      <div className={classes.prices}>
        {entry.section === 'glass' ? (
          hasGlassPrice ? (
            <>
              {entry.price3oz !== null && (
                <span className={classes.pour} data-testid="price-3oz">
                  <span className={classes.pourLabel}>{words.pour3}</span>
                  <span className={classes.price}>{words.price(entry.price3oz)}</span>
                </span>
              )}
              {entry.price5oz !== null && (
                <span className={classes.pour} data-testid="price-5oz">
                  <span className={classes.pourLabel}>{words.pour5}</span>
                  <span className={classes.price}>{words.price(entry.price5oz)}</span>
                </span>
              )}
            </>
          ) : (
            <span className={classes.onRequest}>{words.onRequest}</span>
          )
        ) : (
          <>
            {entry.price !== null ? (
              <span className={classes.price} data-testid="price-bottle">
                {words.price(entry.price)}
              </span>
            ) : (
              <span className={classes.onRequest}>{words.onRequest}</span>
            )}
            {entry.bottleSize !== DEFAULT_BOTTLE_SIZE_ML && (
              <span className={classes.size} data-testid="bottle-size">
                {words.size(entry.bottleSize)}
              </span>
            )}
          </>
        )}
      </div>
    </li>
  );
});
