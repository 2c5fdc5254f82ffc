// The QR code popup: the server's image of the link, the designer's controls rebuilding its
// URL, the two download links, the contrast warning, and axe.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';

const ID = '00000000-0000-4000-8000-000000000010';
const BASE = `/api/link/${ID}/qr`;

async function open() {
  renderWithProviders(null);
  act(() => void popups.open('QRCode', { id: ID, url: 'https://s.example/abc' }));
  return within(await screen.findByRole('dialog', { name: 'QR code' }));
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
    renderWithProviders(null);
    act(() => void popups.open('QRCode', { id: ID, url: 'https://s.example/abc' }));
    const $ = within(await screen.findByRole('dialog', { name: 'QR-Code' }));
    expect($.getByRole('img', { name: 'QR-Code für https://s.example/abc' })).toBeInTheDocument();
    expect($.getByRole('link', { name: 'PNG herunterladen' })).toBeInTheDocument();
    expect($.getByRole('group', { name: 'Fehlerkorrektur' })).toBeInTheDocument();
  });
});
