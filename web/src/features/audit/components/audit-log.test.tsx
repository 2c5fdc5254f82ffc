// The audit log page: entries with their time, action, who, network, target and details; the
// filters as query parameters (a changed filter asks for the first page again); older pages
// appended through the cursor; the empty, failure and not-allowed states; exports with the
// filters; German; and axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import * as download from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { auditEntriesFixture } from '../audit.fixture';
import { AuditLog } from './audit-log';

const [tokenMade, roleChanged, loginFailed, backup] = auditEntriesFixture();

function render(handler: MockHandler = ok({ entries: auditEntriesFixture(), cursor: null })) {
  const api = mockApi({ 'GET /api/audit': handler });
  loginAs();
  renderWithProviders(<AuditLog />);
  return api;
}

const table = () => screen.findByRole('table', { name: 'Audit log entries, newest first' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const cell = (row: HTMLElement, label: string) => row.querySelector(`td[data-label="${label}"]`);
/** A details cell's lines, as [key, value] pairs. */
const pairs = (row: HTMLElement) =>
  [...(cell(row, 'Details')?.querySelectorAll('dt') ?? [])].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
const lastList = (api: { callsTo: (m: string, p: string) => MockCall[] }) =>
  api.callsTo('GET', '/api/audit').at(-1)!.query;

describe('AuditLog', () => {
  it('shows each entry with its local time, action, who, network, target and details', async () => {
    const api = render();
    const rows = await bodyRows();
    expect(rows).toHaveLength(4);
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Action', 'Who', 'Network', 'Target', 'Details']);

    const [token, role, failed, backedUp] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(token).getByText(formatDateTime(tokenMade!.time))).toHaveAttribute(
      'datetime',
      tokenMade!.time,
    );
    expect(cell(token, 'Action')).toHaveTextContent('API token createdtoken.created');
    expect(cell(token, 'Who')).toHaveTextContent('aliceAdminAPI token “deploy”');
    expect(cell(token, 'Network')).toHaveTextContent('127.0.0.0/24');
    expect(cell(token, 'Target')).toHaveTextContent('API tokenci');
    expect(pairs(token)).toEqual([
      ['scopes', 'links:read, links:write'],
      ['expiresAt', 'none'],
    ]);

    expect(cell(role, 'Action')).toHaveTextContent('Role changed');
    expect(cell(role, 'Who')).toHaveTextContent('aliceOwnerDashboard');
    expect(cell(role, 'Target')).toHaveTextContent(`Account${roleChanged!.target!.name!}`);
    expect(pairs(role)).toEqual([
      ['from', 'standard'],
      ['to', 'admin'],
    ]);

    expect(cell(failed, 'Who')).toHaveTextContent('Not signed inDashboard');
    expect(cell(failed, 'Network')).toHaveTextContent(loginFailed!.actor.network!);
    expect(cell(failed, 'Target')).toHaveTextContent('—');
    expect(pairs(failed)).toEqual([
      ['reason', 'password'],
      ['knownAccount', 'no'],
    ]);

    expect(cell(backedUp, 'Action')).toHaveTextContent('Backup created');
    expect(cell(backedUp, 'Who')).toHaveTextContent('Command line');
    expect(cell(backedUp, 'Network')).toHaveTextContent('—');
    expect(pairs(backedUp)).toEqual([
      ['file', backup!.details!.file],
      ['links', '1,200'],
    ]);

    expect(screen.getByText('4 entries shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    const query = lastList(api);
    expect([...query.keys()]).toEqual(['limit']);
    expect(query.get('limit')).toBe('50');
    await expectNoSeriousA11yViolations();
  });

  it('sends each filter as a query parameter, asks for the first page again, and exports with them', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const api = render();
    await table();

    await user.selectOptions(screen.getByLabelText('Action'), 'API tokens: every action');
    await waitFor(() => expect(lastList(api).get('action')).toBe('token'));
    await user.type(screen.getByLabelText('Who'), 'bob');
    await user.type(screen.getByLabelText('Target'), 'ci');
    await waitFor(() => expect(lastList(api).get('target')).toBe('ci'));
    expect(lastList(api).get('actor')).toBe('bob');
    // Typing waits for a pause: not one request per keystroke.
    const actors = api.callsTo('GET', '/api/audit').map((call) => call.query.get('actor'));
    expect(actors.filter((actor) => actor === 'b' || actor === 'bo')).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-29' } });
    // Local days: "to" is included, so the server gets the next day's midnight (exclusive).
    const from = new Date(2026, 10, 1).toISOString();
    const to = new Date(2026, 10, 30).toISOString();
    await waitFor(() => expect(lastList(api).get('to')).toBe(to));
    expect(Object.fromEntries(lastList(api))).toEqual({
      action: 'token',
      actor: 'bob',
      target: 'ci',
      from,
      to,
      limit: '50',
    });
    expect(api.callsTo('GET', '/api/audit').every((call) => !call.query.has('before'))).toBe(true);

    const files = mockApi({
      'GET /api/audit/export': {
        text: 'id,time,action\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="audit-20261129.csv"' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toBe('audit-20261129.csv');
    expect(await screen.findByText('Downloaded audit-20261129.csv')).toBeInTheDocument();
    const exported = files.callsTo('GET', '/api/audit/export');
    expect(exported).toHaveLength(1);
    expect(Object.fromEntries(exported[0]!.query)).toEqual({
      action: 'token',
      actor: 'bob',
      target: 'ci',
      from,
      to,
      format: 'csv',
    });

    // Clearing the filters asks for every entry again.
    mockApi({ 'GET /api/audit': ok({ entries: [], cursor: null }) });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('appends older pages through the cursor, and a new filter starts from the first page', async () => {
    const user = userEvent.setup();
    const entries = auditEntriesFixture();
    const api = render(({ query }) => {
      if (query.get('before') === '3') return ok({ entries: entries.slice(2), cursor: null });
      if (query.get('action')) return ok({ entries: [entries[1]], cursor: null });
      return ok({ entries: entries.slice(0, 2), cursor: '3' });
    });
    expect(await bodyRows()).toHaveLength(2);
    expect(screen.getByText('2 entries shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await screen.findByText('4 entries shown');
    const rows = await bodyRows();
    expect(rows.map((row) => cell(row, 'Action')?.querySelector('code')?.textContent)).toEqual([
      'token.created',
      'account.role_changed',
      'login.failed',
      'backup.created',
    ]);
    expect(lastList(api).get('before')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Role changed');
    await screen.findByText('1 entry shown');
    expect(lastList(api).get('action')).toBe('account.role_changed');
    expect(lastList(api).has('before')).toBe(false);
  });

  it('says when nothing was recorded, and when nothing matches the filters', async () => {
    const user = userEvent.setup();
    render(ok({ entries: [], cursor: null }));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'Sign-in failed');
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const api = render();
    await table();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-29' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByText('No entry matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // "From" alone was asked for; the range with "to" never was.
    expect(api.callsTo('GET', '/api/audit').filter((call) => call.query.has('to'))).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    render(fail(412, 'Currently logged-in account does not match role: admin or owner'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load the audit log: .+/);
  });

  it('tells a standard account the log is not for it, without asking the server', () => {
    const api = mockApi({});
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<AuditLog />);
    expect(screen.getByText('Only the owner and admins read the audit log.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('speaks German', async () => {
    mockApi({ 'GET /api/audit': ok({ entries: auditEntriesFixture(), cursor: null }) });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<AuditLog />);
    const rows = await screen.findAllByRole('row');
    expect(rows[0]).toHaveTextContent('ZeitAktionWerNetzZielDetails');
    expect(cell(rows[1]!, 'Aktion')).toHaveTextContent('API-Token erstellt');
    expect(cell(rows[1]!, 'Wer')).toHaveTextContent('API-Token „deploy“');
    expect(pairs(rows[4]!)).toContainEqual(['links', '1.200']);
    expect(screen.getByRole('option', { name: 'API-Tokens: alle Aktionen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  });
});
