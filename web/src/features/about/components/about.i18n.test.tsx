// The instance's facts in other languages: labels translated, counts formatted in the language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AboutCard } from './about-card';
import { DemoBanner } from './demo-banner';
import { Stats } from './stats';

const about = (extra: object) =>
  ok({ domain: 'http://localhost', demo: false, registration: false, ...extra });

describe('about in other languages', () => {
  it('shows the About card in German with German numbers', async () => {
    mockApi({ 'GET /api/about': about({ version: '1.2.3', links: 12345, accounts: 1000 }) });
    await applyLanguage('de');
    renderWithProviders(<AboutCard />);
    expect(screen.getByRole('heading', { name: 'Über' })).toBeInTheDocument();
    expect(await screen.findByText('12.345')).toBeInTheDocument();
    expect(screen.getByText('1.000')).toBeInTheDocument();
    expect(screen.getByText('Konten')).toBeInTheDocument();
    expect(screen.getByText('Version')).toBeInTheDocument();
  });

  it('shows the overview counts in French with French numbers', async () => {
    mockApi({ 'GET /api/about': about({ links: 12345, accounts: 3 }) });
    await applyLanguage('fr');
    renderWithProviders(<Stats />);
    expect(screen.getByRole('region', { name: 'Statistiques' })).toBeInTheDocument();
    // French groups thousands with a narrow no-break space (the matcher sees any space).
    expect((await screen.findByText('12 345')).textContent).toBe('12\u202f345');
    expect(screen.getByText('Liens')).toBeInTheDocument();
    expect(screen.getByText('Comptes')).toBeInTheDocument();
  });

  it('shows the demo banner in Chinese and Spanish', async () => {
    mockApi({ 'GET /api/about': about({ demo: true }) });
    await applyLanguage('zh-CN');
    const { unmount } = renderWithProviders(<DemoBanner />);
    expect(
      await screen.findByText('这是一个演示实例，功能有限，链接将在 10 分钟后删除。'),
    ).toBeInTheDocument();
    unmount();
    await applyLanguage('es');
    renderWithProviders(<DemoBanner />);
    expect(
      await screen.findByText(
        'Esta es una instancia de demostración: las funciones están limitadas y los enlaces se eliminarán a los 10 minutos.',
      ),
    ).toBeInTheDocument();
  });
});
