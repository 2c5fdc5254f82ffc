// Type-level tests of the popup registry as the features fill it, checked by `npm run typecheck` (tsc fails on an
// unused @ts-expect-error): opening a popup with the wrong data, or registering a component of
// the wrong props, does not compile. The functions below are type-checked, never run.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Link } from '@/features/links/types';
import {
  popups,
  usePopupStore,
  type POPUP_NAMES,
  type PopupData,
  type PopupName,
  type PopupProps,
  type PopupResult,
} from '@/components/popup/popup-store';

const link = {} as Link;

describe('popup registry types', () => {
  it('rejects wrong, missing or unexpected data and unknown names', () => {
    const misuse = () => {
      // @ts-expect-error EditLink opens with { link }, not { links }
      void popups.open('EditLink', { links: [link] });
      // @ts-expect-error EditLink needs its data
      void popups.open('EditLink');
      // @ts-expect-error DeleteLink's links carry id and slug
      void popups.open('DeleteLink', { links: [{ id: 'x' }] });
      // @ts-expect-error CreateUser takes no data
      void popups.open('CreateUser', { username: 'x' });
      // @ts-expect-error Import's service is one of the supported services
      void popups.open('Import', { service: 'rebrandly' });
      // @ts-expect-error BulkEdit takes a selection (ids or a filter) and its count
      void popups.open('BulkEdit', { ids: ['x'] });
      // @ts-expect-error no popup has this name
      void popups.open('Nope');
    };
    expect(misuse).toBeTypeOf('function');
  });

  it('rejects a component whose props do not match its entry', () => {
    const misuse = () => {
      usePopupStore.getState().register({
        // @ts-expect-error EditLink's component must take { link } and close with a Link
        EditLink: (_props: PopupProps<{ other: string }, Link>) => null,
      });
    };
    expect(misuse).toBeTypeOf('function');
  });

  it('accepts the right data and types the awaited value', () => {
    const use = () => {
      expectTypeOf(popups.open('EditLink', { link })).resolves.toEqualTypeOf<Link | undefined>();
      expectTypeOf(popups.open('DeleteLink', { links: [] })).resolves.toEqualTypeOf<
        boolean | undefined
      >();
      expectTypeOf(popups.open('CreateUser')).resolves.toEqualTypeOf<boolean | undefined>();
      expectTypeOf(popups.open('CreateLink')).resolves.toEqualTypeOf<Link | undefined>();
      expectTypeOf(
        popups.open('BulkEdit', { selection: { filter: { search: 'x' } }, count: 3 }),
      ).resolves.toEqualTypeOf<boolean | undefined>();
    };
    expect(use).toBeTypeOf('function');
    expectTypeOf<PopupData<'QRCode'>>().toEqualTypeOf<{
      id: string;
      url: string;
      publicUrl: string;
    }>();
    expectTypeOf<PopupResult<'Import-Service'>>().toEqualTypeOf<
      'lynx' | 'shlink' | 'yourls' | 'kutt' | 'bitly' | 'sink' | 'chhoto' | 'polr' | 'dub'
    >();
  });

  it('has an entry for exactly the names of POPUP_NAMES', () => {
    expectTypeOf<PopupName>().toEqualTypeOf<(typeof POPUP_NAMES)[number]>();
  });
});
