import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { UsersTable } from './users-table';

const owner = testAccount({ id: 'owner-id', username: 'olivia', role: 'owner' });
const admin = testAccount({ id: 'admin-id', username: 'adam', role: 'admin', secret: null });
const standard = testAccount({ id: 'std-id', username: 'sam', role: 'standard', secret: null });

function usersApi(extra = {}) {
  return mockApi({ 'GET /api/user/list': ok([owner, admin, standard]), ...extra });
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${username}` }));
  return screen.getByRole('menu', { name: `Actions for ${username}` });
}

describe('Verify popup', () => {
  it('asks for the password when 2FA is off and sends {password, token: ""}', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: false }));
    renderWithProviders(null);
    let result!: Promise<unknown>;
    act(() => {
      result = popups.open('Verify');
    });
    await user.type(await screen.findByLabelText('Your password'), 'hunter2-Password');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual({ password: 'hunter2-Password', token: '' });
  });

  it('asks for the TOTP code when 2FA is on and sends {password: "", token}', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: true }));
    renderWithProviders(null);
    let result!: Promise<unknown>;
    act(() => {
      result = popups.open('Verify');
    });
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual({ password: '', token: '654321' });
  });
});

describe('UsersTable', () => {
  it('tells standard accounts they cannot manage users, without calling the list', () => {
    const api = usersApi();
    loginAs(standard);
    renderWithProviders(<UsersTable />);
    expect(screen.getByText('Only the owner and admins can manage users.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists users; the owner can change roles, an admin cannot', async () => {
    const user = userEvent.setup();
    usersApi();
    loginAs(owner);
    const view = renderWithProviders(<UsersTable />);
    let menu = await openMenu(user, 'sam');
    expect(within(menu).getByRole('menuitem', { name: 'Change role' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete user' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');
    view.unmount();

    loginAs(admin);
    renderWithProviders(<UsersTable />);
    menu = await openMenu(user, 'olivia');
    expect(within(menu).queryByRole('menuitem', { name: 'Change role' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Change username' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("changes another user's username through ChangeUsername and Verify", async () => {
    const user = userEvent.setup();
    const api = usersApi({
      'PATCH /api/user/username': ({ body }: { body: unknown }) =>
        (body as { verification: { password: string } }).verification.password === 'right-Password1'
          ? ok({ message: 'Username successfully updated' }, 'Username successfully updated')
          : fail(403, 'Invalid Password'),
    });
    loginAs(owner);
    renderWithProviders(<UsersTable />);
    const menu = await openMenu(user, 'sam');
    await user.click(within(menu).getByRole('menuitem', { name: 'Change username' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change username of sam' });
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New username'), 'samuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const verify = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(verify).getByLabelText('Your password'), 'wrong-Password1');
    await user.click(within(verify).getByRole('button', { name: 'Confirm' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent('Invalid Password');

    await user.clear(within(verify).getByLabelText('Your password'));
    await user.type(within(verify).getByLabelText('Your password'), 'right-Password1');
    await user.click(within(verify).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/user/username').at(-1)?.body).toEqual({
      user: { username: 'samuel', account: 'std-id' },
      verification: { password: 'right-Password1', token: '' },
    });
    expect(await screen.findByText('Username successfully updated')).toBeInTheDocument();
  });

  it('transfers ownership after a confirmation, through POST /api/user/role', async () => {
    const user = userEvent.setup();
    const api = usersApi({
      'POST /api/user/role': ok(
        { user: { ...admin, role: 'owner' } },
        'User role successfully updated',
      ),
      'GET /api/auth/me': ok({ ...owner, role: 'admin' }),
    });
    loginAs(owner);
    renderWithProviders(<UsersTable />);
    const menu = await openMenu(user, 'adam');
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }));
    const submenu = screen.getByRole('menu', { name: 'Change role' });
    expect(within(submenu).getByRole('menuitemcheckbox', { name: 'Admin' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(
      within(submenu).getByRole('menuitemcheckbox', { name: 'Owner (transfer ownership)' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    await user.type(await screen.findByLabelText('Your password'), 'pw-Password123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/user/role')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user/role')[0]?.body).toEqual({
      user: { role: 'owner', userID: 'admin-id' },
      verification: { password: 'pw-Password123', token: '' },
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1));
  });

  it('deletes a user after confirming and verifying', async () => {
    const user = userEvent.setup();
    const api = usersApi({ 'DELETE /api/user': ok(undefined, 'Deleted account!') });
    loginAs(testAccount({ ...owner, totp: true }));
    renderWithProviders(<UsersTable />);
    const menu = await openMenu(user, 'sam');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete user' }));
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.type(await screen.findByLabelText('Authentication code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/user')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/user')[0]?.body).toEqual({
      user: { id: 'std-id' },
      verification: { password: '', token: '111222' },
    });
    expect(await screen.findByText('Deleted account!')).toBeInTheDocument();
  });

  it("resets another user's secret and shows it once", async () => {
    const user = userEvent.setup();
    const api = usersApi({ 'POST /api/auth/newSecret': ok({ secret: 'N'.repeat(32) }) });
    loginAs(owner);
    renderWithProviders(<UsersTable />);
    const menu = await openMenu(user, 'sam');
    await user.click(within(menu).getByRole('menuitem', { name: 'Reset secret' }));
    await user.click(await screen.findByRole('button', { name: 'Reset secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API secret' });
    expect(dialog).toHaveTextContent('N'.repeat(32));
    expect(api.callsTo('POST', '/api/auth/newSecret')[0]?.body).toEqual({ userID: 'std-id' });
  });
});

describe('CreateUser popup', () => {
  it('offers admin and standard to the owner, then posts {user, verification}', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/user': ok({ id: 'n' }, 'Account created'),
      'GET /api/user/list': ok([]),
    });
    loginAs(owner);
    renderWithProviders(null);
    act(() => {
      void popups.open('CreateUser');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard', 'Admin']);
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('E-mail'), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng-Password');
    await user.selectOptions(role, 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await user.type(await screen.findByLabelText('Your password'), 'Owner-Password1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/user')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user')[0]?.body).toEqual({
      user: {
        username: 'newbie',
        email: 'newbie@example.com',
        password: 'Str0ng-Password',
        role: 'admin',
      },
      verification: { password: 'Owner-Password1', token: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only standard to an admin and shows field errors from the server', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/user': fail(400, 'Field(s) are already used', {
        exists: { username: true, email: false },
      }),
    });
    loginAs(admin);
    renderWithProviders(null);
    act(() => {
      void popups.open('CreateUser');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard']);
    await user.type(within(dialog).getByLabelText('Username'), 'taken');
    await user.type(within(dialog).getByLabelText('E-mail'), 'x@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng-Password');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await user.type(await screen.findByLabelText('Your password'), 'Admin-Password1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Field(s) are already used');
    expect(within(dialog).getByText('Already used by another account.')).toBeInTheDocument();
  });
});
