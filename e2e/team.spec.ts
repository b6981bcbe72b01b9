import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

async function addWine(page: Page, name: string): Promise<void> {
  const created = await page.request.post('/api/products', {
    data: {
      product: { name, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2019', bottleSize: 750 },
      bottles: { count: 2 },
    },
  });
  expect(created.status()).toBe(201);
}

test('an owner invites a staff member, who joins from the link on a phone, follows the wines live, and is signed out once removed', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await newAccount();
  await signUp(page, owner);
  await addWine(page, 'Chablis Premier Cru');

  await chooseAction(page, 'manage', 'Team');
  const team = page.getByRole('dialog', { name: 'Team' });
  await expect(team.getByText(owner.email)).toBeVisible();
  await team.getByLabel('Role of the new member').selectOption('staff');
  await team.getByRole('button', { name: 'Invite a team member' }).click();
  const link = await team.getByTestId('invite-link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/join/[A-Za-z0-9_-]{43}$`));
  // Large enough to scan from another phone, and within the dialog.
  const qr = team.getByRole('img', { name: 'QR code of the invite link' });
  const qrBox = await qr.boundingBox();
  const dialogBox = await team.boundingBox();
  expect(qrBox?.width).toBe(200);
  expect(qrBox?.height).toBe(200);
  expect((qrBox?.x ?? 0) + (qrBox?.width ?? 0)).toBeLessThanOrEqual(
    (dialogBox?.x ?? 0) + (dialogBox?.width ?? 0),
  );
  await expect(team.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(team.getByText(/^Staff · invited by /)).toBeVisible();
  await expectNoAxeViolations(page);
  await team.getByRole('button', { name: 'Close' }).click();

  // The staff member, on their own phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  // The fixture watches the owner's context only.
  const staffErrors: string[] = [];
  phone.on('console', (message) => {
    if (message.type() === 'error') staffErrors.push(message.text());
  });
  phone.on('weberror', (error) => staffErrors.push(error.error().message));
  const staff = await phone.newPage();
  await staff.goto(link);
  await expect(
    staff.getByRole('heading', { name: `Join ${owner.restaurantName}`, exact: true }),
  ).toBeVisible();
  await expect(staff.getByText('You are invited as Staff.')).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByLabel('Your Full Name').fill('Ana Martin');
  await staff.getByLabel('Email').fill(`ana-${owner.email}`);
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await staff.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(staff.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill('ana secret');
  await staff.getByRole('button', { name: 'Join', exact: true }).click();

  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByTestId('restaurant-name')).toHaveText(owner.restaurantName);
  await expect(
    staff.getByTestId('wine-card').filter({ hasText: 'Chablis Premier Cru' }),
  ).toBeVisible();
  await expect(staff.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  await addWine(page, 'Barolo Riserva');
  await expect(staff.getByTestId('wine-card').filter({ hasText: 'Barolo Riserva' })).toBeVisible();

  // Staff cannot export, nor see the team: neither is offered.
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await expect(staff.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Team' })).toHaveCount(0);

  await chooseAction(page, 'manage', 'Team');
  await expect(team.getByText('Ana Martin')).toBeVisible();
  await expect(team.getByText('No pending invites.')).toBeVisible();
  await team.getByRole('button', { name: 'Remove from team: Ana Martin' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from team' });
  await confirm.getByRole('button', { name: 'Remove from team' }).click();
  await expect(team.getByText('Ana Martin')).toHaveCount(0);

  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(staffErrors).toEqual([]);
  await phone.close();
});

test('a member changes their own name and password from the account menu', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(failedRequest(403, '/api/account/password'));
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await newAccount();
  await signUp(page, owner);
  await page.getByRole('button', { name: 'Account' }).click();
  const account = page.getByRole('dialog', { name: 'Your account' });
  await account.getByLabel('Your Full Name').fill('Olga Owner');
  await account.getByRole('button', { name: 'Save name' }).click();
  await expect(account.getByRole('status').filter({ hasText: 'Name saved.' })).toBeVisible();

  await account.getByRole('textbox', { name: 'Current password' }).fill('not my password');
  await account.getByRole('textbox', { name: 'New password' }).fill('a new secret');
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(account.getByRole('alert')).toHaveText('The current password is not correct.');
  await account.getByRole('textbox', { name: 'Current password' }).fill(owner.password);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(
    account
      .getByRole('status')
      .filter({ hasText: 'Password changed. Your other sessions have ended.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the join page in French, for a visitor already signed in, and once the link is revoked', async ({
  page,
  allowConsoleError,
}) => {
  const owner = await newAccount();
  await signUp(page, owner);
  const created = await page.request.post('/api/team/invites', { data: { role: 'manager' } });
  const { code, invite } = (await created.json()) as { code: string; invite: { id: string } };

  await page.goto(`/join/${code}`);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(
    page.getByRole('heading', { name: `Rejoindre ${owner.restaurantName}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Vous êtes invité comme Gérant.')).toBeVisible();
  await expect(
    page.getByText(`Vous êtes connecté en tant que ${owner.displayName}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rejoindre', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  allowConsoleError(failedRequest(403, `/api/join/${code}`));
  expect((await page.request.delete(`/api/team/invites/${invite.id}`)).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Code d’invitation invalide ou déjà utilisé.');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or already used invite code.');
});
