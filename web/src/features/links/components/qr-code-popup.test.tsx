// The QR code popup: the server's image of the link, the designer's controls rebuilding its
// URL, the two download links, the contrast warning, the logo, the public code, and axe.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import * as clipboard from '@/lib/clipboard';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';

const ID = '00000000-0000-4000-8000-000000000010';
const BASE = `/api/link/${ID}/qr`;
const PUBLIC = 'https://s.example/api/public/qr/abc';
const DATA = { id: ID, url: 'https://s.example/abc', publicUrl: PUBLIC };

afterEach(() => vi.restoreAllMocks());

/** The popup of a link whose code has these settings; `handlers` answer their changes. */
async function open(
  settings = { public: false, logo: false },
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({ [`GET ${BASE}/settings`]: ok(settings), ...handlers });
  renderWithProviders(null);
  act(() => void popups.open('QRCode', DATA));
  const $ = within(await screen.findByRole('dialog', { name: 'QR code' }));
  // The settings are in once the switch can be used.
  await waitFor(() => expect($.getByRole('switch', { name: 'Public QR code' })).toBeEnabled());
  return Object.assign($, { api });
}

type Dialog = Awaited<ReturnType<typeof open>>;
const src = ($: Dialog) =>
  $.getByRole('img', { name: 'QR code for https://s.example/abc' }).getAttribute('src');
const href = ($: Dialog, name: string) => $.getByRole('link', { name }).getAttribute('href');

describe('the QR code popup', () => {
  it('shows the server’s code of the link, the short URL and two download links', async () => {
    const $ = await open();
    expect(src($)).toBe(BASE);
    expect($.getByText('https://s.example/abc')).toBeInTheDocument();
    expect($.getByText(/scan address/)).toBeInTheDocument();
    expect(href($, 'Download SVG')).toBe(`${BASE}?format=svg&download=true`);
    expect(href($, 'Download PNG')).toBe(`${BASE}?format=png&download=true`);
    expect($.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('download');
    expect($.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download');
    await expectNoSeriousA11yViolations();
  });

  it('rebuilds the preview after the controls settle, the downloads at once', async () => {
    const user = userEvent.setup();
    const $ = await open();
    fireEvent.input($.getByLabelText('Background'), { target: { value: '#eeeeee' } });
    // Not yet: a colour picker dragged across would refetch the image at every step.
    expect(src($)).toBe(BASE);
    expect(href($, 'Download SVG')).toBe(`${BASE}?bg=eeeeee&format=svg&download=true`);
    await waitFor(() => expect(src($)).toBe(`${BASE}?bg=eeeeee`));
    fireEvent.input($.getByLabelText('Background'), { target: { value: '#ffffff' } });

    await user.selectOptions($.getByLabelText('Size (pixels)'), '2048');
    await user.click($.getByRole('radio', { name: /^H/ }));
    fireEvent.input($.getByLabelText('Code colour'), { target: { value: '#1a2b3c' } });
    const margin = $.getByLabelText('Margin (0–16 modules)');
    await user.clear(margin);
    await user.type(margin, '2');

    expect(href($, 'Download PNG')).toBe(
      `${BASE}?size=2048&margin=2&ecc=H&fg=1a2b3c&format=png&download=true`,
    );
    expect(href($, 'Download SVG')).toBe(
      `${BASE}?size=2048&margin=2&ecc=H&fg=1a2b3c&format=svg&download=true`,
    );
    // The preview is an SVG the page scales: no size.
    await waitFor(() => expect(src($)).toBe(`${BASE}?margin=2&ecc=H&fg=1a2b3c`));
  });

  it('keeps the margin within 0 to 16', async () => {
    const user = userEvent.setup();
    const $ = await open();
    const margin = $.getByLabelText('Margin (0–16 modules)');
    await user.clear(margin);
    await user.type(margin, '40');
    await user.tab();
    expect(margin).toHaveValue(16);
    expect(href($, 'Download SVG')).toBe(`${BASE}?margin=16&format=svg&download=true`);
  });

  it('warns, without blocking, when the colours are too close for scanners', async () => {
    const $ = await open();
    expect($.queryByText(/scanners may not read/)).toBeNull();
    fireEvent.input($.getByLabelText('Background'), { target: { value: '#333333' } });
    expect(await $.findByText(/Contrast 1\.7:1 is low/)).toBeInTheDocument();
    expect(href($, 'Download PNG')).toBe(`${BASE}?bg=333333&format=png&download=true`);
    await expectNoSeriousA11yViolations();
    fireEvent.input($.getByLabelText('Background'), { target: { value: '#ffffff' } });
    expect($.queryByText(/scanners may not read/)).toBeNull();
  });

  it('says so when the server cannot draw the code', async () => {
    const $ = await open();
    fireEvent.error($.getByRole('img', { name: 'QR code for https://s.example/abc' }));
    expect(await $.findByRole('alert')).toHaveTextContent('The QR code could not be drawn.');
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    mockApi({ [`GET ${BASE}/settings`]: ok({ public: false, logo: true }) });
    renderWithProviders(null);
    act(() => void popups.open('QRCode', DATA));
    const $ = within(await screen.findByRole('dialog', { name: 'QR-Code' }));
    expect($.getByRole('img', { name: 'QR-Code für https://s.example/abc' })).toBeInTheDocument();
    expect($.getByRole('link', { name: 'PNG herunterladen' })).toBeInTheDocument();
    expect($.getByRole('group', { name: 'Fehlerkorrektur' })).toBeInTheDocument();
    expect(await $.findByText(/daher ist die Fehlerkorrektur H/)).toBeInTheDocument();
    expect($.getByRole('switch', { name: 'Öffentlicher QR-Code' })).toBeInTheDocument();
  });
});

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const eccRadios = ($: Dialog) => within($.getByRole('group', { name: 'Error correction' }));

describe('the QR code’s logo', () => {
  it('uploads a PNG, refreshes the preview and sets error correction to H', async () => {
    const user = userEvent.setup();
    const $ = await open(undefined, {
      [`PUT ${BASE}/logo`]: ok({ public: false, logo: true }),
    });
    await user.click(eccRadios($).getByRole('radio', { name: /^L/ }));
    await waitFor(() => expect(src($)).toBe(`${BASE}?ecc=L`));
    const file = png(2000);
    await user.upload($.getByLabelText('Add a logo (PNG)'), file);

    const call = $.api.callsTo('PUT', `${BASE}/logo`)[0]!;
    expect(call.body).toBe(file);
    expect((call.init?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    await waitFor(() => expect(src($)).toBe(`${BASE}?ecc=L&v=1`));
    // The level shows what the server draws, closed, and says why.
    const group = $.getByRole('group', { name: 'Error correction' });
    expect(group).toHaveAccessibleDescription(
      'A logo covers the middle of the code, so error correction is H while it is set.',
    );
    expect(eccRadios($).getByRole('radio', { name: /^H/ })).toBeChecked();
    for (const radio of eccRadios($).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect($.getByLabelText('Replace the logo (PNG)')).toBeEnabled();
    expect($.getByRole('button', { name: 'Remove the logo' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('refuses a file over 64 KiB before sending it', async () => {
    const user = userEvent.setup();
    const $ = await open();
    await user.upload($.getByLabelText('Add a logo (PNG)'), png(64 * 1024 + 1));
    expect(await $.findByRole('alert')).toHaveTextContent('The logo is too large: at most 64 KiB');
    expect($.api.callsTo('PUT', `${BASE}/logo`)).toHaveLength(0);
    expect(src($)).toBe(BASE);
  });

  it('shows the server’s refusal and keeps the code as it was', async () => {
    const user = userEvent.setup();
    const $ = await open(undefined, {
      [`PUT ${BASE}/logo`]: fail(422, 'The logo must be a PNG of at most 1024 × 1024 pixels'),
    });
    await user.upload($.getByLabelText('Add a logo (PNG)'), png(100));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'The logo must be a PNG of at most 1024 × 1024 pixels',
    );
    expect(src($)).toBe(BASE);
    expect(eccRadios($).getByRole('radio', { name: /^M/ })).toBeEnabled();
  });

  it('removes the logo, giving back the level chosen before', async () => {
    const user = userEvent.setup();
    const $ = await open(
      { public: false, logo: true },
      { [`DELETE ${BASE}/logo`]: ok({ public: false, logo: false }) },
    );
    expect(eccRadios($).getByRole('radio', { name: /^H/ })).toBeChecked();
    await user.click($.getByRole('button', { name: 'Remove the logo' }));
    expect($.api.callsTo('DELETE', `${BASE}/logo`)).toHaveLength(1);
    await waitFor(() => expect(eccRadios($).getByRole('radio', { name: /^M/ })).toBeChecked());
    expect(eccRadios($).getByRole('radio', { name: /^M/ })).toBeEnabled();
    expect($.queryByText(/A logo covers the middle/)).toBeNull();
    expect($.queryByRole('button', { name: 'Remove the logo' })).toBeNull();
    // The button went away with the logo: the picker has the focus.
    expect($.getByLabelText('Add a logo (PNG)')).toHaveFocus();
    expect(src($)).toBe(`${BASE}?v=1`);
  });
});

describe('the public QR code', () => {
  it('is off by default; on, it gives the address to copy, as designed', async () => {
    const user = userEvent.setup();
    const copy = vi.spyOn(clipboard, 'copyText').mockResolvedValue(true);
    const $ = await open(undefined, {
      [`PATCH ${BASE}/settings`]: ({ body }) =>
        ok({ public: (body as { public: boolean }).public, logo: false }),
    });
    const toggle = $.getByRole('switch', { name: 'Public QR code' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Anyone with its address can fetch this code, as designed here, without signing in.',
    );
    expect($.queryByLabelText('Public address')).toBeNull();

    await user.click(toggle);
    expect($.api.callsTo('PATCH', `${BASE}/settings`)[0]?.body).toEqual({ public: true });
    await waitFor(() => expect(toggle).toBeChecked());
    const address = $.getByLabelText('Public address');
    expect(address).toHaveValue(PUBLIC);
    fireEvent.input($.getByLabelText('Background'), { target: { value: '#eeeeee' } });
    expect(address).toHaveValue(`${PUBLIC}?bg=eeeeee`);
    await user.click($.getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith(`${PUBLIC}?bg=eeeeee`);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expectNoSeriousA11yViolations();

    await user.click(toggle);
    expect($.api.callsTo('PATCH', `${BASE}/settings`)[1]?.body).toEqual({ public: false });
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect($.queryByLabelText('Public address')).toBeNull();
  });

  it('shows a refusal and stays as it was', async () => {
    const user = userEvent.setup();
    const $ = await open(undefined, {
      [`PATCH ${BASE}/settings`]: fail(403, 'You do not have the permissions to edit this link'),
    });
    await user.click($.getByRole('switch', { name: 'Public QR code' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'You do not have the permissions to edit this link',
    );
    expect($.getByRole('switch', { name: 'Public QR code' })).not.toBeChecked();
  });
});
