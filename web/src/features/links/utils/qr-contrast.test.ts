import { describe, expect, it } from 'vitest';
import { contrastRatio, hasLowContrast, relativeLuminance } from './qr-contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white, with or without #', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('ffffff')).toBeCloseTo(1, 10);
  });

  it('weighs green most and blue least', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
  });

  it('matches known WCAG values', () => {
    // #777777 on white is the classic 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('hasLowContrast', () => {
  it('warns below 3:1 only', () => {
    expect(hasLowContrast('#000000', '#ffffff')).toBe(false);
    expect(hasLowContrast('#1a2b3c', '#ffffff')).toBe(false);
    expect(hasLowContrast('#ffff00', '#ffffff')).toBe(true);
    expect(hasLowContrast('#aaaaaa', '#ffffff')).toBe(true); // 2.32:1
    expect(hasLowContrast('#ffffff', '#000000')).toBe(false);
  });
});
