import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { IMPORT_SERVICES } from '../types';
import { ImportExportCard } from './import-export-card';

describe('ImportExportCard', () => {
  it('names every service the import reads', () => {
    renderWithProviders(<ImportExportCard />);
    const intro = screen.getByText(/^Bring links over from/);
    expect(IMPORT_SERVICES.length).toBeGreaterThanOrEqual(9);
    for (const { label } of IMPORT_SERVICES) expect(intro.textContent).toContain(label);
    expect(intro).toHaveTextContent(
      'Bring links over from any of Lynx, Shlink, YOURLS, Kutt, Bitly, Sink, Chhoto URL, Polr, Dub. Download yours as JSON or CSV.',
    );
  });
});
