// Runs axe-core on rendered markup and fails on serious or critical violations. (Colour
// contrast cannot be computed in jsdom; it is checked in the stylesheet's tokens instead.)
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoSeriousA11yViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(serious, `Accessibility violations:\n${serious.join('\n')}`).toEqual([]);
}
