import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_NAMES, usePopupStore } from './popup-store';

const Dummy = () => null;

beforeEach(() => {
  usePopupStore.setState({ popups: [], registry: {} });
  usePopupStore.getState().register({ Information: Dummy, Verify: Dummy, Loader: Dummy });
});

const state = () => usePopupStore.getState();

describe('popup store', () => {
  it('knows every documented popup name', () => {
    expect(POPUP_NAMES).toEqual(
      expect.arrayContaining([
        'BackupCodes',
        'ChangeEmail',
        'ChangePassword',
        'ChangeUsername',
        'CreateLink',
        'CreateUser',
        'DeleteLink',
        'DisableTOTP',
        'EditLink',
        'EnableTOTP',
        'Export',
        'Import-Service',
        'Import',
        'Information',
        'LostTOTP',
        'Verify',
        'Loader',
      ]),
    );
  });

  it('adds records on a stack with uuid, component, data, resolver and loaded=false', () => {
    const first = state().open('Information', { title: 'A' });
    const second = state().open('Verify');
    const [a, b] = state().popups;
    expect(state().popups).toHaveLength(2);
    expect(a).toMatchObject({
      id: first.id,
      name: 'Information',
      data: { title: 'A' },
      loaded: false,
    });
    expect(a?.component).toBe(Dummy);
    expect(typeof a?.resolver).toBe('function');
    expect(b?.id).toBe(second.id);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
  });

  it('refuses unknown names', () => {
    expect(() => state().open('CreateUser')).toThrow(/No popup registered/);
  });

  it('marks a record loaded, then resolves the awaited value when closed by id', async () => {
    const promise = state().open('Verify');
    state().markLoaded(promise.id);
    expect(state().popups[0]?.loaded).toBe(true);
    state().close(promise.id, 'done');
    await expect(promise).resolves.toBe('done');
    expect(state().popups).toHaveLength(0);
  });

  it('closes only the topmost popup with closeTop', async () => {
    const bottom = state().open('Information', { title: 'bottom' });
    const top = state().open('Information', { title: 'top' });
    const onBottom = vi.fn();
    void bottom.then(onBottom);
    state().closeTop(42);
    await expect(top).resolves.toBe(42);
    expect(state().popups.map((p) => p.id)).toEqual([bottom.id]);
    await Promise.resolve();
    expect(onBottom).not.toHaveBeenCalled();
  });

  it('closes a popup in the middle by id and keeps the order of the rest', () => {
    const a = state().open('Information', { title: 'a' });
    const b = state().open('Verify');
    const c = state().open('Loader');
    state().close(b.id);
    expect(state().popups.map((p) => p.id)).toEqual([a.id, c.id]);
  });

  it('closes everything with closeAll, resolving each promise with undefined', async () => {
    const a = state().open('Information', { title: 'a' });
    const b = state().open('Verify');
    state().closeAll();
    expect(state().popups).toEqual([]);
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBeUndefined();
  });

  it('ignores closing an id that is not open', () => {
    void state().open('Information', { title: 'a' });
    state().close('nope');
    expect(state().popups).toHaveLength(1);
  });
});
