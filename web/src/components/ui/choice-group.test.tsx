import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { ChoiceGroup } from './choice-group';

const OPTIONS = [
  { value: 'json', label: 'JSON', hint: 'Can be imported again.' },
  { value: 'csv', label: 'CSV', hint: 'For spreadsheets.' },
] as const;

function Group() {
  const [value, setValue] = useState<'json' | 'csv'>('json');
  return (
    <main>
      <ChoiceGroup
        legend="Format"
        name="format"
        options={OPTIONS}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </main>
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radios named by title and hint; choosing one reports its value', async () => {
    const user = userEvent.setup();
    render(<Group />);
    expect(screen.getByRole('group', { name: 'Format' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /JSON/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^CSV.*For spreadsheets\.$/ }));
    expect(screen.getByRole('radio', { name: /CSV/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('csv');
  });

  it('has no serious accessibility violations', async () => {
    render(<Group />);
    await expectNoSeriousA11yViolations();
  });
});
