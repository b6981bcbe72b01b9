/** Which profile fields the form shows for a main category (docs/product.md §5, Field visibility). */
export interface FieldVisibility {
  vintage: boolean;
  country: boolean;
  region: boolean;
  subregion: boolean;
  appellation: boolean;
  regulatedDesignation: boolean;
  style: boolean;
  varieties: boolean;
  grains: boolean;
}

const WINE_LIKE = new Set(['cat_wine', 'cat_brandy_cognac', 'cat_aperitif']);

export function fieldVisibility(mainCategory: string): FieldVisibility {
  const wineLike = WINE_LIKE.has(mainCategory);
  const whisky = mainCategory === 'cat_whisky';
  const beer = mainCategory === 'cat_beer';
  return {
    vintage: wineLike,
    country: !beer,
    region: wineLike || whisky,
    subregion: wineLike || whisky,
    appellation: wineLike,
    regulatedDesignation: wineLike,
    style: whisky || beer,
    varieties: mainCategory === 'cat_wine',
    grains: whisky,
  };
}

/** The filter panel's category-dependent extras (docs/product.md §2, Filter panel). */
export function filterExtras(mainCategory: string | null) {
  return {
    subCategory: mainCategory !== null,
    variety: mainCategory === 'cat_wine',
    grains: mainCategory === 'cat_whisky',
    appellation: mainCategory === 'cat_wine' || mainCategory === 'cat_brandy_cognac',
    style:
      mainCategory === 'cat_wine' || mainCategory === 'cat_whisky' || mainCategory === 'cat_beer',
  };
}

/** The fields a profile cannot be saved without, in the form's order. */
export type RequiredField = 'name' | 'mainCategory' | 'subCategory' | 'vintage';

/**
 * The required fields left empty, so that the message names them; vintage is required only where
 * the form shows it.
 */
export function missingRequiredFields(form: {
  name: string;
  mainCategory: string;
  subCategory: string;
  vintage: string;
}): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!form.name.trim()) missing.push('name');
  if (!form.mainCategory) missing.push('mainCategory');
  if (!form.subCategory) missing.push('subCategory');
  if (fieldVisibility(form.mainCategory).vintage && !form.vintage.trim()) missing.push('vintage');
  return missing;
}
