import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { passwordFailures } from './password-failures';

describe('passwordFailures', () => {
  it('says when none was typed', () => {
    expect(passwordFailures({ failedPasswordAttempts: 0, lastFailedPasswordAt: null })).toBe(
      'No wrong password has been typed.',
    );
  });

  it('counts them and dates the latest', () => {
    const at = '2026-11-20T10:15:00.000Z';
    expect(passwordFailures({ failedPasswordAttempts: 1, lastFailedPasswordAt: at })).toBe(
      `1 wrong password typed so far, the latest on ${formatDateTime(at)}.`,
    );
    expect(passwordFailures({ failedPasswordAttempts: 1234, lastFailedPasswordAt: at })).toBe(
      `1,234 wrong passwords typed so far, the latest on ${formatDateTime(at)}.`,
    );
  });
});
