import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { Analytics, injectAnalytics } from './analytics';
import { DemoBanner } from './demo-banner';

const about = (extra: object) =>
  ok({ domain: 'http://localhost', demo: false, registration: false, ...extra });

describe('DemoBanner', () => {
  it('shows the exact demo text when about.demo is true', async () => {
    mockApi({ 'GET /api/about': about({ demo: true }) });
    renderWithProviders(<DemoBanner />);
    expect(
      await screen.findByText(
        'This is a demo instance, features are limited and links will be deleted after 10 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing otherwise', async () => {
    const api = mockApi({ 'GET /api/about': about({ demo: false }) });
    const { container } = renderWithProviders(<DemoBanner />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).not.toHaveTextContent(/demo instance/);
  });
});

describe('Analytics', () => {
  it('injects the Umami script from about.umami', async () => {
    mockApi({
      'GET /api/about': about({
        umami: { site: 'site-id', url: 'https://stats.example/script.js' },
      }),
    });
    renderWithProviders(<Analytics />);
    await waitFor(() => expect(document.querySelector('script[data-website-id]')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('script[data-website-id]')!;
    expect(script.src).toBe('https://stats.example/script.js');
    expect(script.dataset.websiteId).toBe('site-id');
    expect(script.defer).toBe(true);
    script.remove();
  });

  it('injects nothing without an analytics object', async () => {
    const api = mockApi({ 'GET /api/about': about({}) });
    renderWithProviders(<Analytics />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(document.querySelector('script[data-website-id]')).toBeNull();
  });

  it('only logs to the console when the script fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = injectAnalytics({ site: 's', url: 'https://stats.example/missing.js' })!;
    script.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    script.remove();
  });

  it('logs when the loaded script cannot create events', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = injectAnalytics({ site: 's', url: 'https://stats.example/ok.js' })!;
    script.dispatchEvent(new Event('load'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unable to create events'));
    script.remove();
  });
});
