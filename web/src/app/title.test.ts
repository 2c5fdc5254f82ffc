import { describe, expect, it } from 'vitest';
import { formatTitle, titleFromMatches } from './title';

describe('titles', () => {
  it('formats "{title} | Linkhop" or just "Linkhop"', () => {
    expect(formatTitle('Settings')).toBe('Settings | Linkhop');
    expect(formatTitle(undefined)).toBe('Linkhop');
    expect(formatTitle('')).toBe('Linkhop');
  });

  it('takes the deepest route title', () => {
    expect(titleFromMatches([{ handle: { title: 'Outer' } }, { handle: { title: 'Login' } }])).toBe(
      'Login',
    );
    expect(titleFromMatches([{ handle: { title: 'Outer' } }, { handle: undefined }])).toBe('Outer');
    expect(titleFromMatches([{}, {}])).toBeUndefined();
  });
});
