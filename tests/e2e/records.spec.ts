import { expect, test } from '@playwright/test';
import { confirmedUser, logIn, snap, submitAddress, toast } from './helpers.ts';

test.describe('properties and projects', () => {
  test.beforeEach(async ({ page, request }) => {
    await logIn(page, await confirmedUser(request, 'records'));
  });

  test('create, edit and delete a property', async ({ page }) => {
    await expect(page.getByRole('link', { name: /create property/i }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /create property/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/new$/);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Street is required')).toBeVisible();
    await snap(page, 'new-property-errors');

    await submitAddress(page, {
      street: '742 Evergreen Terrace',
      city: 'Springfield',
      state: 'OR',
      zip: '97403',
    });

    await expect(toast(page, 'Property created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/view3d\?create-succeed/);
    await expect(page.getByText('Click to Build 3D Tour !')).toBeVisible();
    await expect(page).toHaveTitle(/Manage Property - View 3D Tour/);
    await snap(page, 'property-view3d');
    const propertyUrl = page.url().replace(/\/view3d.*$/, '');

    await page.goto('/');
    await expect(page.getByText('742 Evergreen Terrace')).toBeVisible();
    await snap(page, 'dashboard-properties');

    await page.goto(`${propertyUrl}/settings`);
    await expect(page).toHaveTitle(/Manage Property - Settings/);
    const addressForm = page.getByTestId('property-address-form');
    await expect(addressForm.getByLabel('Street')).toHaveValue('742 Evergreen Terrace');
    await addressForm.getByLabel('Street').fill('744 Evergreen Terrace');
    await addressForm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Update property address succeeded')).toBeVisible();

    const aboutForm = page.getByTestId('property-about-form');
    await aboutForm.getByLabel('About').fill('A two-storey family home with a big back yard.');
    await aboutForm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Update property info succeeded')).toBeVisible();
    await snap(page, 'property-settings');

    await page.goto(`${propertyUrl}/details`);
    await expect(page.getByText('744 Evergreen Terrace', { exact: true })).toBeVisible();
    await expect(page.getByText('A two-storey family home with a big back yard.')).toBeVisible();

    await page.goto(`${propertyUrl}/settings`);
    await page.getByRole('button', { name: /delete property/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirmation Required' })).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('744 Evergreen');
    await expect(dialog.getByRole('button', { name: 'Confirmation Required' })).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('744 Evergreen Terrace');
    await snap(page, 'property-delete');
    await dialog.getByRole('button', { name: 'Confirm Deletion' }).click();
    await expect(toast(page, 'Property deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('744 Evergreen Terrace')).toHaveCount(0);

    await page.goto(`${propertyUrl}/view3d`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test('a venue name is shown instead of the address, and can be edited away', async ({ page }) => {
    await page.goto('/new');
    await submitAddress(page, {
      venueName: 'The Grand Hall',
      street: '12 Harbour Rd',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    });
    await expect(toast(page, 'Property created successfully')).toBeVisible();
    const subtitle = page.locator('h1 + p');
    await expect(subtitle).toHaveText('The Grand Hall');
    await snap(page, 'venue-name-header');
    const propertyUrl = page.url().replace(/\/view3d.*$/, '');

    await page.goto('/');
    const card = page.getByRole('link', { name: /The Grand Hall/ });
    await expect(card).toContainText('Portland, OR 97201');
    await expect(card).not.toContainText('12 Harbour Rd');
    await snap(page, 'venue-name-dashboard');

    await page.goto(`${propertyUrl}/settings`);
    const addressForm = page.getByTestId('property-address-form');
    await expect(addressForm.getByLabel('Venue name (optional)')).toHaveValue('The Grand Hall');
    await snap(page, 'venue-name-settings');
    await addressForm.getByLabel('Venue name (optional)').fill('');
    await addressForm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Update property address succeeded')).toBeVisible();
    await expect(subtitle).toHaveText('12 Harbour Rd, Portland, OR 97201');
  });

  test('create, edit and delete a project', async ({ page }) => {
    await page.goto('/?view=projects');
    await page
      .getByRole('link', { name: /create project/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/new-project$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Project name is required')).toBeVisible();

    await page.getByLabel('Project Name').fill('Harvest Gala');
    await page.getByLabel('Description').fill('Seating and stage plan for the October gala.');
    await snap(page, 'new-project');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Project created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/files/);
    const projectUrl = page.url().replace(/\/files.*$/, '');

    await page.goto('/?view=projects');
    await expect(page.getByText('Harvest Gala')).toBeVisible();
    // A card's name wraps and carries the whole name as its tooltip, however long it is.
    await expect(page.getByTitle('Harvest Gala', { exact: true })).toBeVisible();
    await snap(page, 'dashboard-projects');

    await page.goto(`${projectUrl}/settings`);
    await expect(page.getByRole('heading', { name: 'Manage Project' })).toBeVisible();
    const projectForm = page.getByTestId('project-about-form');
    await expect(projectForm.getByLabel('Project Name')).toHaveValue('Harvest Gala');
    await projectForm.getByLabel('Project Name').fill('Harvest Gala 2027');
    // The event's date and venue (issue #27's title block): optional; no venue chosen here.
    await expect(projectForm.getByLabel('Venue')).toHaveValue('');
    await projectForm.getByLabel('Event date').fill('2027-10-16');
    await projectForm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Project information updated successfully')).toBeVisible();
    await snap(page, 'project-settings');
    await page.goto(`${projectUrl}/details`);
    await expect(page.getByText('October 16, 2027')).toBeVisible();
    await page.goto(`${projectUrl}/settings`);

    await page.getByRole('button', { name: /delete project/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Confirmation').fill('  Harvest Gala 2027 ');
    await dialog.getByRole('button', { name: 'Confirm Deletion' }).click();
    await expect(toast(page, 'Project deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/(\?.*)?$/);

    await page.goto(`${projectUrl}/files`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test('unknown paths, properties and projects show a not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await snap(page, 'not-found');
    await page.goto('/property/00000000-0000-4000-8000-000000000000/view3d');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await page.goto('/project/00000000-0000-4000-8000-000000000000/files');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test('the side panel collapses and remembers it', async ({ page }) => {
    await page.getByRole('button', { name: 'Collapse side panel' }).click();
    await expect(page.getByRole('button', { name: 'Expand side panel' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand side panel' })).toBeVisible();
  });
});
