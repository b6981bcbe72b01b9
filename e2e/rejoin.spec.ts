import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

test('a member removed from the team joins again by a new invite, as the same person with the new role', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await newAccount();
  await signUp(page, owner);
  const ana = await addMember(page, 'staff', 'Ana Martin');

  // The owner removes Ana from the team, then invites a manager.
  await chooseAction(page, 'manage', 'Team');
  const team = page.getByRole('dialog', { name: 'Team' });
  await team.getByRole('button', { name: 'Remove from team: Ana Martin' }).click();
  await page
    .getByRole('dialog', { name: 'Remove from team' })
    .getByRole('button', { name: 'Remove from team' })
    .click();
  await expect(team.getByText('Ana Martin')).toHaveCount(0);
  await team.getByLabel('Role of the new member').selectOption('manager');
  await team.getByRole('button', { name: 'Invite a team member' }).click();
  const link = await team.getByTestId('invite-link').inputValue();
  await team.getByRole('button', { name: 'Close' }).click();

  // Ana, on her phone, with the same email.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const anaPage = await phone.newPage();
  await anaPage.goto(link);
  await expect(
    anaPage.getByText('Were you on this team before? Use the same email and your password.'),
  ).toBeVisible();
  await expectNoAxeViolations(anaPage);
  await anaPage.getByLabel('Your Full Name').fill('Ana Martin');
  await anaPage.getByLabel('Email').fill(ana.email);
  const password = anaPage.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('a new password');
  await anaPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(anaPage.getByRole('alert')).toHaveText(
    'This email belongs to a former member of this team. To join again, enter that account’s password.',
  );
  await password.fill(ana.password);
  await anaPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(anaPage).toHaveURL(/\/admin$/);
  await expect(anaPage.getByTestId('restaurant-name')).toHaveText(owner.restaurantName);
  // A manager now: the team is hers to see.
  await anaPage.getByRole('button', { name: 'Open menu' }).click();
  await expect(anaPage.getByRole('button', { name: 'Team' })).toBeVisible();
  await phone.close();

  // One person in the team and in the Activity: her first join and this one are both hers.
  await chooseAction(page, 'manage', 'Team');
  await expect(team.getByText(ana.email)).toHaveCount(1);
  await team.getByRole('button', { name: 'Close' }).click();
  await chooseAction(page, 'manage', 'Activity');
  const view = page.getByRole('dialog', { name: 'Activity' });
  const person = view.getByLabel('Person');
  await expect(person.getByRole('option', { name: /Ana Martin/ })).toHaveCount(1);
  await person.selectOption({ label: 'Ana Martin' });
  const entries = view.getByTestId('activity-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Ana Martin joined the team as Manager');
  await expect(entries.last()).toContainText('Ana Martin joined the team as Staff');
  await person.selectOption({ label: owner.displayName });
  await expect(
    view.getByTestId('activity-entry').filter({ hasText: 'removed Ana Martin from the team' }),
  ).toHaveCount(1);
});
