import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import type { MenuEntry } from '../../../domain/guest-menu.js';
import { DEFAULT_BOTTLE_SIZE_ML } from '../../../domain/inventory.js';
import { formatPrice } from '../../lib/number-format.js';
import classes from './menu.module.css';

/** One wine on the menu: name and vintage, producer, appellation and grapes; prices on the right. */
export function MenuEntryRow({ entry }: { entry: MenuEntry }) {
  const { t, i18n } = useTranslation();
  const price = (value: number) => formatPrice(value, i18n.language);
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
                  <span className={classes.pourLabel}>{t('guestMenu.pour3')}</span>
                  <span className={classes.price}>{price(entry.price3oz)}</span>
                </span>
              )}
              {entry.price5oz !== null && (
                <span className={classes.pour} data-testid="price-5oz">
                  <span className={classes.pourLabel}>{t('guestMenu.pour5')}</span>
                  <span className={classes.price}>{price(entry.price5oz)}</span>
                </span>
              )}
            </>
          ) : (
            <span className={classes.onRequest}>{t('guestMenu.onRequest')}</span>
          )
        ) : (
          <>
            {entry.price !== null ? (
              <span className={classes.price} data-testid="price-bottle">
                {price(entry.price)}
              </span>
            ) : (
              <span className={classes.onRequest}>{t('guestMenu.onRequest')}</span>
            )}
            {entry.bottleSize !== DEFAULT_BOTTLE_SIZE_ML && (
              <span className={classes.size} data-testid="bottle-size">
                {t('guestMenu.sizeMl', { size: entry.bottleSize })}
              </span>
            )}
          </>
        )}
      </div>
    </li>
  );
}
