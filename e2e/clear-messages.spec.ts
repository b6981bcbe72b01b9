import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

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
