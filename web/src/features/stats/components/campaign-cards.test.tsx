// The overview's campaign cards: one table per list, named by its heading and caption, and no
// card for an empty list.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { campaignVisitsAnswer } from '../stats.fixture';
import CampaignCards from './campaign-cards';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe('CampaignCards', () => {
  it('lists the visits by campaign and by source, each in a card named by its heading', async () => {
    const { campaigns, campaignSources } = campaignVisitsAnswer();
    renderWithProviders(<CampaignCards campaigns={campaigns} sources={campaignSources} />);

    const byCampaign = screen.getByRole('region', { name: 'Campaigns' });
    expect(within(byCampaign).getByRole('heading', { level: 2 })).toHaveTextContent('Campaigns');
    const campaignTable = within(byCampaign).getByRole('table', { name: 'Visits by campaign' });
    expect(
      within(campaignTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Campaign', 'Visits', 'Human visits']);
    expect(rowsOf(campaignTable)).toEqual([
      ['launch-2026', '1,200', '1,100'],
      ['spring sale', '812', '790'],
    ]);
    // Each value heads its row, so a screen reader names the figures after it.
    expect(within(campaignTable).getByRole('rowheader', { name: 'spring sale' })).toHaveAttribute(
      'title',
      'spring sale',
    );

    const bySource = screen.getByRole('region', { name: 'Campaign sources' });
    const sourceTable = within(bySource).getByRole('table', { name: 'Visits by campaign source' });
    expect(within(sourceTable).getAllByRole('columnheader')[0]).toHaveTextContent('Source');
    expect(rowsOf(sourceTable)).toEqual([
      ['newsletter', '512', '505'],
      ['mastodon', '40', '12'],
    ]);
    await expectNoSeriousA11yViolations();
  });

  it('leaves out the card of an empty list', () => {
    const { campaignSources } = campaignVisitsAnswer();
    renderWithProviders(<CampaignCards campaigns={[]} sources={campaignSources} />);
    expect(screen.queryByRole('region', { name: 'Campaigns' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Visits by campaign source' })).toBeInTheDocument();
  });

  it('renders no card when neither list has an entry', () => {
    renderWithProviders(<CampaignCards campaigns={[]} sources={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks the interface’s language, numbers included', async () => {
    await applyLanguage('de');
    const { campaigns, campaignSources } = campaignVisitsAnswer();
    renderWithProviders(<CampaignCards campaigns={campaigns} sources={campaignSources} />);
    const table = screen.getByRole('table', { name: 'Besuche nach Kampagne' });
    expect(screen.getByRole('heading', { name: 'Kampagnenquellen' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Kampagne' })).toBeInTheDocument();
    expect(rowsOf(table)[0]).toEqual(['launch-2026', '1.200', '1.100']);
  });
});
