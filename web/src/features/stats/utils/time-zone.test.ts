import { describe, expect, it } from 'vitest';
import { browserTimeZone } from './time-zone';

describe('browserTimeZone', () => {
  it('is the zone Intl resolves for this browser', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
