import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';

describe('expectNoSeriousA11yViolations', () => {
  it('fails on a serious violation (an input without a label)', async () => {
    render(<input type="text" />);
    await expect(expectNoSeriousA11yViolations()).rejects.toThrow(/label/);
  });

  it('passes on labelled markup', async () => {
    render(
      <main>
        <label htmlFor="x">Name</label>
        <input id="x" type="text" />
      </main>,
    );
    await expect(expectNoSeriousA11yViolations()).resolves.toBeUndefined();
  });
});
