// An import into a team (docs/teams.md#the-team-scope): the Team choice offers the teams where
// the account may put links (editors and managers; every team for the owner and admins) and
// sends the `team` form field with the preview and the import.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { MARKETING_ID, SUPPORT_ID, teamFixture, teamsFixture } from '@/lib/teams/teams.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ImportExportCard } from './import-export-card';

const RESULT = { imported: 1, skipped_existing: 0, skipped_invalid: 0 };

async function openLynxImport() {
  const user = userEvent.setup();
  renderWithProviders(<ImportExportCard />);
  await user.click(screen.getByRole('button', { name: 'Import links' }));
  const chooser = await screen.findByRole('dialog', { name: 'Import links' });
  await user.click(within(chooser).getByRole('button', { name: 'Next' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import from Lynx' });
  await user.upload(within(dialog).getByLabelText('File'), new File(['[]'], 'links.json'));
  return { user, dialog };
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('import into a team', () => {
  it('offers a standard account the teams it edits, and sends the chosen team', async () => {
    loginAs(testAccount({ role: 'standard' }));
    const api = mockApi({
      // Marketing: a manager; Support: a viewer (not offered); Sales: an editor.
      'GET /api/teams': ok({
        teams: [
          ...teamsFixture(),
          { ...teamsFixture()[0]!, id: 'team-sales', name: 'Sales', role: 'editor' },
        ],
      }),
      'POST /api/import': ok({ ...RESULT, dryRun: true }, 'Dry run: would import 1 / 1 links'),
    });
    const { user, dialog } = await openLynxImport();
    const field = await within(dialog).findByRole('combobox', { name: 'Team' });
    expect(optionNames(field)).toEqual(['None: my own links', 'Marketing', 'Sales']);
    expect(field).toHaveAccessibleDescription('The imported links become the team’s.');
    await expectNoSeriousA11yViolations(document.body);

    await user.selectOptions(field, 'Marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText(/Nothing was written yet/);
    const form = api.callsTo('POST', '/api/import')[0]!.body as FormData;
    expect(form.get('team')).toBe(MARKETING_ID);
    expect(form.get('dryRun')).toBe('true');

    // The import after the preview goes into the same team.
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/import')).toHaveLength(2));
    const real = api.callsTo('POST', '/api/import')[1]!.body as FormData;
    expect(real.get('team')).toBe(MARKETING_ID);
    expect(real.get('dryRun')).toBeNull();
  });

  it('offers an admin every team, its role in them or none', async () => {
    loginAs(testAccount({ role: 'admin' }));
    const api = mockApi({
      'GET /api/teams': ok({
        teams: teamsFixture().map((team) => ({
          ...team,
          role: team.id === SUPPORT_ID ? 'viewer' : null,
        })),
      }),
      'POST /api/import': ok(RESULT, 'Imported 1 / 1 links!'),
    });
    const { user, dialog } = await openLynxImport();
    const field = await within(dialog).findByRole('combobox', { name: 'Team' });
    expect(optionNames(field)).toEqual(['None: my own links', 'Marketing', 'Support']);
    await user.selectOptions(field, 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported 1 / 1 links!')).toBeInTheDocument();
    expect((api.callsTo('POST', '/api/import')[0]!.body as FormData).get('team')).toBe(SUPPORT_ID);
  });

  it('sends no team by default, and has no Team choice for a viewer only', async () => {
    loginAs(testAccount({ role: 'standard' }));
    const api = mockApi({
      'GET /api/teams': ok({ teams: [{ ...teamsFixture()[1]! }] }),
      'POST /api/import': ok(RESULT, 'Imported 1 / 1 links!'),
    });
    const { user, dialog } = await openLynxImport();
    await waitFor(() => expect(api.callsTo('GET', '/api/teams')).toHaveLength(1));
    expect(within(dialog).queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Imported 1 / 1 links!');
    expect((api.callsTo('POST', '/api/import')[0]!.body as FormData).has('team')).toBe(false);
  });

  it('shows the server’s refusal in German', async () => {
    loginAs(testAccount({ role: 'standard', language: 'de' }));
    mockApi({
      'GET /api/teams': ok({ teams: teamsFixture() }),
      'POST /api/import': fail(422, 'Unknown team'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Links importieren' }));
    const chooser = await screen.findByRole('dialog', { name: 'Links importieren' });
    await user.click(within(chooser).getByRole('button', { name: 'Weiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import aus Lynx' });
    await user.upload(within(dialog).getByLabelText('Datei'), new File(['[]'], 'links.json'));
    const field = await within(dialog).findByRole('combobox', { name: 'Team' });
    expect(optionNames(field)).toEqual(['Keines: meine eigenen Links', 'Marketing']);
    await user.selectOptions(field, 'Marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await within(dialog).findByText('Unbekanntes Team')).toBeInTheDocument();
  });

  it('offers a team limited to some domains only those, and adds no domains into it', async () => {
    loginAs(testAccount({ role: 'admin' }));
    const brand = domainFixture({
      id: 'd-brand',
      host: 'brand.example',
      displayHost: 'brand.example',
    });
    const api = mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture(), brand] }),
      'GET /api/teams': ok({
        teams: [teamFixture({ role: null, domains: [{ id: 'd-brand', host: 'brand.example' }] })],
      }),
      'POST /api/import': ok(RESULT, 'Imported 1 / 1 links!'),
    });
    const { user, dialog } = await openLynxImport();
    const domain = await within(dialog).findByRole('combobox', { name: 'Domain' });
    expect(optionNames(domain)).toEqual(['s.example (default)', 'go.example', 'brand.example']);
    await user.click(within(dialog).getByLabelText('Add missing domains'));

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Team' }), 'Marketing');
    expect(optionNames(domain)).toEqual(['brand.example']);
    expect(domain).toHaveValue('brand.example');
    expect(domain).toHaveAccessibleDescription(
      'The team Marketing puts its links on these domains only.',
    );
    expect(within(dialog).queryByLabelText('Add missing domains')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Imported 1 / 1 links!');
    const form = api.callsTo('POST', '/api/import')[0]!.body as FormData;
    expect(form.get('team')).toBe(MARKETING_ID);
    expect(form.get('domain')).toBe('brand.example');
    expect(form.get('createDomains')).toBeNull();
  });
});
