import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/** Three bottles of a 2019 wine, nowhere yet, and a location to move them to. */
async function threeBottles(page: Page): Promise<void> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave' } });
  expect(location.status()).toBe(201);
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Clos Rougeard', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2019', bottleSize: 750, price: 60 },
      bottles: { count: 3 },
    },
  });
  expect(created.status()).toBe(201);
}

/** The corner note (title, then message) that holds this message. */
const note = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

test.use({ viewport: { width: 1280, height: 900 } });

test('the profile form’s message names the fields actually missing, in English and French', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bottle' });
  // A name and a vintage, no sub-category: the sub-category is what is asked for.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Clos des Essais');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Please fill in Sub-category.');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Please fill in Name and Sub-category.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Ajouter une bouteille', exact: true }).click();
  await page.getByRole('button', { name: 'Créer un nouveau profil' }).click();
  const formulaire = page.getByRole('dialog', { name: 'Ajouter une bouteille' });
  await formulaire.getByRole('textbox', { name: 'Nom', exact: true }).fill('Clos des Essais');
  await formulaire.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(formulaire.getByRole('alert')).toContainText('Veuillez remplir : Sous-catégorie.');
});

test('a success note’s title says what happened (Bottles moved), in English and French', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await threeBottles(page);
  await chooseAction(page, 'batch', 'Manual Batch Edit');
  const dialog = page.getByRole('dialog', { name: 'Manual Batch Edit' });
  await dialog.getByRole('checkbox', { name: 'Select all (3)' }).check();
  await dialog.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name: 'Cave', exact: true }).click();
  await dialog.getByRole('button', { name: 'Move 3 Bottles', exact: true }).click();
  const moved = note(page, '3 bottles have been moved to the chosen location.');
  await expect(moved).toHaveText(/^Bottles moved3 bottles have been moved/);
  await expect(page.locator('.mantine-Notification-root')).not.toContainText('Success');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Français' }).click();
  await chooseAction(page, 'batch', 'Modification par lot', 'fr');
  const fenetre = page.getByRole('dialog', { name: 'Modification manuelle par lot' });
  await fenetre.getByRole('checkbox', { name: 'Tout sélectionner (3)' }).check();
  await fenetre.getByRole('combobox', { name: 'Emplacement', exact: true }).click();
  await page.getByRole('option', { name: 'Non assigné', exact: true }).click();
  await fenetre.getByRole('button', { name: 'Déplacer 3 bouteilles', exact: true }).click();
  await expect(note(page, '3 bouteilles')).toHaveText(/^Bouteilles déplacées3 bouteilles/);
});

test('hiding one vintage from the guest menu says that vintage will be hidden, not the wine', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await threeBottles(page);
  await page.getByTestId('wine-card').getByRole('button', { name: 'Clos Rougeard' }).click();
  await page.getByRole('button', { name: 'Hide from Guest Menu' }).click();
  await expect(note(page, 'The 2019 750 ml will now be hidden from the guest menu.')).toBeVisible();
  await page.getByRole('button', { name: 'Show on Guest Menu' }).click();
  await expect(note(page, 'The 2019 750 ml will now be shown on the guest menu.')).toBeVisible();

  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Masquer de la carte des clients' }).click();
  await expect(
    note(page, 'Le 2019 750 ml sera désormais masqué de la carte des clients.'),
  ).toBeVisible();
});
