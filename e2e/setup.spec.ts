import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

test('a new restaurant sees its set-up checklist; a step done ticks itself; dismissed, it stays gone after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, await newAccount());
  const checklist = page.getByRole('region', { name: 'Set up your cellar' });
  await expect(checklist).toBeVisible();
  // The currency was chosen at sign-up: that step is done already.
  await expect(checklist).toContainText('1 of 5 done');
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveText([
    /^✓Currency and pour-cost targetDone$/,
    /^2Locations and binsTo doAdd locations$/,
    /^3Bring the cellar inTo doImport a file$/,
    /^4Invite the teamTo doInvite$/,
    /^5Print labelsTo doPrint a sheet$/,
  ]);
  await expectNoAxeViolations(page);

  // Inviting someone from the step's own button ticks it.
  const team = steps.filter({ hasText: 'Invite the team' });
  await team.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team' });
  await dialog.getByRole('button', { name: 'Invite a team member' }).click();
  await expect(dialog.getByTestId('invite-link')).toHaveValue(/\/join\//);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(team).toContainText('Done');
  await expect(team.getByRole('button')).toHaveCount(0);
  await expect(checklist).toContainText('2 of 5 done');

  // Import is an action of its own: from the step, and from the Manage menu, not under Export.
  await steps.filter({ hasText: 'Bring the cellar in' }).getByRole('button').click();
  const importing = page.getByRole('dialog', { name: 'Import' });
  await expect(importing.getByRole('heading', { name: 'Import a cellar' })).toBeVisible();
  await importing.getByRole('button', { name: 'Close' }).click();
  await chooseAction(page, 'manage', 'Import');
  await expect(importing.getByRole('heading', { name: 'Import a cellar' })).toBeVisible();
  await importing.getByRole('button', { name: 'Close' }).click();

  await checklist.getByRole('button', { name: 'Dismiss' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('count-bottles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your cellar' })).toHaveCount(0);
});

test('fr, phone, dark: the checklist in French, Importer in the menu, axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  // French and dark, as the member chose them before (the phone's header keeps them in its menu).
  await page.evaluate(() => {
    localStorage.setItem('lang', 'fr');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const checklist = page.getByRole('region', { name: 'Préparez votre cave' });
  await expect(checklist).toContainText('1 sur 5 faites');
  await expect(checklist.getByRole('listitem').nth(2)).toContainText('Faites entrer la cave');
  for (const button of await checklist.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('group', { name: 'Gérer' })
    .getByRole('button', { name: 'Importer' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Importer' })
      .getByRole('heading', { name: 'Importer une cave' }),
  ).toBeVisible();
});
