import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { useAccountStore } from './account-store';
import { generateNewSecret } from './new-secret';

const NEW_SECRET = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa987654';

describe('generateNewSecret', () => {
  it('replaces the stored secret when no id is given', async () => {
    const api = mockApi({
      'POST /api/auth/newSecret': ok({ secret: NEW_SECRET }, 'Successfully generated a new secret'),
    });
    loginAs(testAccount({ secret: 'old' }));
    const answer = await generateNewSecret();
    expect(answer.success).toBe(true);
    expect(api.callsTo('POST', '/api/auth/newSecret')[0]?.body).toEqual({});
    expect(useAccountStore.getState().account?.secret).toBe(NEW_SECRET);
  });

  it('replaces the stored secret when the id is the current account', async () => {
    const account = loginAs(testAccount({ secret: 'old' }));
    const api = mockApi({ 'POST /api/auth/newSecret': ok({ secret: NEW_SECRET }) });
    await generateNewSecret(account.id);
    expect(api.callsTo('POST', '/api/auth/newSecret')[0]?.body).toEqual({ userID: account.id });
    expect(useAccountStore.getState().account?.secret).toBe(NEW_SECRET);
  });

  it("keeps the stored secret when another user's secret is regenerated", async () => {
    loginAs(testAccount({ secret: 'old' }));
    mockApi({ 'POST /api/auth/newSecret': ok({ secret: NEW_SECRET }) });
    const answer = await generateNewSecret('00000000-0000-4000-8000-000000000099');
    expect(answer.result?.secret).toBe(NEW_SECRET);
    expect(useAccountStore.getState().account?.secret).toBe('old');
  });

  it('on failure shows "Error generating new secret" with the message and one primary Okay button', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ secret: 'old' }));
    mockApi({
      'POST /api/auth/newSecret': fail(406, 'Updating of credentials is not enabled in demo mode.'),
    });
    renderWithProviders(null);
    let answer: Awaited<ReturnType<typeof generateNewSecret>> | undefined;
    await act(async () => {
      answer = await generateNewSecret();
    });
    expect(answer?.success).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Error generating new secret' });
    expect(dialog).toHaveAccessibleDescription(
      'Updating of credentials is not enabled in demo mode.',
    );
    const actionButtons = Array.from(dialog.querySelectorAll('.popup__actions button'));
    expect(actionButtons.map((b) => b.textContent)).toEqual(['Okay']);
    expect(actionButtons[0]).toHaveClass('button--primary');
    expect(useAccountStore.getState().account?.secret).toBe('old');
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
