// The domains page in other languages: the table, its menu, the popups' texts, validation
// messages and toasts follow the interface language, and counts are formatted in it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { DomainsTable } from './domains-table';

const main = defaultDomainFixture({ links: 1234 });
const go = domainFixture({ links: 1 });

describe('DomainsTable in German', () => {
  it('shows the table in German, with German number formatting', async () => {
    mockApi({ 'GET /api/domains': ok({ domains: [main, go] }) });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<DomainsTable />);
    expect(screen.getByRole('heading', { name: 'Kurz-Domains' })).toBeInTheDocument();
    const first = (await screen.findByText('s.example')).closest('tr')!;
    expect(within(first).getByText('1.234')).toBeInTheDocument();
    expect(within(first).getByText('Standard')).toBeInTheDocument();
    expect(within(first).getByText('Standard des Servers')).toBeInTheDocument();
    expect(within(first).getAllByText('Eingebaute Seite')).toHaveLength(2);
    expect(within(first).getByText('Dürfen Links erstellen')).toBeInTheDocument();
    expect(within(first).getByText('Standard des Servers').closest('td')).toHaveAttribute(
      'data-label',
      'Weiterleitung der Startseite',
    );
    const second = screen.getByText('go.example').closest('tr')!;
    expect(within(second).getByText('Nur Eigentümer und Administratoren')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Standardkonten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Domain hinzufügen' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aktionen für go.example' }));
    const menu = screen.getByRole('menu', { name: 'Aktionen für go.example' });
    expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Verwaiste Besuche' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Entfernen' })).toBeInTheDocument();
  });

  it('tells standard accounts in German that they cannot manage domains', async () => {
    mockApi({});
    loginAs(testAccount({ role: 'standard' }));
    await applyLanguage('de');
    renderWithProviders(<DomainsTable />);
    expect(
      screen.getByText('Nur der Eigentümer und Administratoren können Domains verwalten.'),
    ).toBeInTheDocument();
  });

  it('validates and confirms an added domain in German', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/domains': ok({ domains: [main, go] }),
      'POST /api/domains': ok(
        domainFixture({ id: 'new', host: 'new.example', displayHost: 'new.example' }),
      ),
    });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<DomainsTable />);
    await user.click(await screen.findByRole('button', { name: 'Domain hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain hinzufügen' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Standardkonten dürfen hier Links erstellen' }),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText('Host'), 'https://new.example');
    await user.type(within(dialog).getByLabelText('Weiterleitung bei Ablauf'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Domain hinzufügen' }));
    expect(
      await within(dialog).findByText(
        'Geben Sie einen Hostnamen wie go.example.com ein, ohne http:// und ohne Pfad.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Geben Sie eine vollständige URL ohne Leerzeichen ein, die mit http:// oder https:// beginnt.',
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Host'));
    await user.type(within(dialog).getByLabelText('Host'), 'new.example');
    await user.clear(within(dialog).getByLabelText('Weiterleitung bei Ablauf'));
    await user.click(within(dialog).getByRole('button', { name: 'Domain hinzufügen' }));
    expect(await screen.findByText('Domain new.example hinzugefügt')).toBeInTheDocument();
  });

  it('asks in German what happens to the links of a removed domain, counted in German', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/domains': ok({
        domains: [main, domainFixture({ links: 2500 })],
      }),
    });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<DomainsTable />);
    await user.click(await screen.findByRole('button', { name: 'Aktionen für go.example' }));
    const menu = screen.getByRole('menu', { name: 'Aktionen für go.example' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'go.example entfernen' });
    const choices = within(dialog).getByRole('group', { name: '2.500 Links dieser Domain' });
    expect(
      within(choices).getByRole('radio', { name: /In eine andere Domain verschieben/ }),
    ).toBeChecked();
    expect(within(dialog).getByLabelText('Verschieben nach')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Löschen/ }));
    expect(within(dialog).queryByLabelText('Verschieben nach')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Domain entfernen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

describe('App links in other languages', () => {
  it.each([
    ['de', 'App-Links', 'Bearbeiten', 'Das ist kein gültiges JSON.', 'Ausgeliefert'],
    ['fr', 'Liens d’application', 'Modifier', 'Ce n’est pas du JSON valide.', 'servi à'],
    ['es', 'Enlaces de app', 'Editar', 'No es un JSON válido.', 'servido en'],
    ['zh-CN', '应用链接', '编辑', '这不是有效的 JSON。', '提供'],
  ] as const)(
    'names and checks the files in %s',
    async (language, toggle, edit, invalid, served) => {
      const user = userEvent.setup();
      mockApi({ 'GET /api/domains': ok({ domains: [main, go] }) });
      loginAs();
      await applyLanguage(language);
      renderWithProviders(<DomainsTable />);
      const buttons = await screen.findAllByRole('button', { name: /go\.example/ });
      await user.click(buttons[0]!);
      await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: edit }));
      // The popup's code loads first: wait for the section's toggle, not just a dialog.
      await user.click(await screen.findByRole('button', { name: toggle }));
      const dialog = screen.getByRole('dialog');
      const android = within(dialog).getByLabelText(/assetlinks\.json/);
      expect(within(dialog).getAllByText(new RegExp(served, 'i'))).toHaveLength(2);
      await user.type(android, 'x');
      await user.click(within(dialog).getAllByRole('button').at(-1)!);
      expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
    },
  );
});

describe('RemoveDomain popup in other languages', () => {
  it.each([
    ['fr', 'Son unique lien', 'Retirer go.example'],
    ['es', 'Su único enlace', 'Quitar go.example'],
    ['zh-CN', '其上的 1 个链接', '移除 go.example'],
  ] as const)('names a single link in %s', async (language, legend, title) => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/domains': ok({ domains: [main, go] }) });
    loginAs();
    await applyLanguage(language);
    renderWithProviders(<DomainsTable />);
    const button = await screen.findAllByRole('button', { name: /go\.example/ });
    await user.click(button[0]!);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getAllByRole('menuitem').at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: legend })).toBeVisible());
  });
});
