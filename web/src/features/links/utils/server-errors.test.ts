import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it.each([
    ['Invalid maxVisits: expected a whole number from 1 to 1000000000000', 'maxVisits'],
    ['Invalid dates: validFrom must be before expiresAt', 'expiresAt'],
    ['Invalid validFrom: expected an ISO 8601 date such as 2030-01-31T12:00:00Z', 'validFrom'],
    ['Invalid expiredUrl: expected an http or https URL', 'expiredUrl'],
    ['Invalid tags: use at most 50 tags of 1 to 64 characters', 'tags'],
    ['Invalid redirectStatus, accepted values: 301, 302, 307, 308', 'redirectStatus'],
    ['Invalid redirectRules: expected a list of at most 20 rules', 'redirectRules'],
    ['Invalid preview: a title of 1 to 300 characters, a description of at most 1000', 'preview'],
  ])('%s → %s', (message, field) => {
    expect(serverFieldErrors(message)).toEqual([{ field, message }]);
  });

  it('places a rule message on that rule (from 0)', () => {
    const message = 'Invalid redirectRules: rule 2 needs at least one condition';
    expect(serverFieldErrors(message)).toEqual([{ field: 'redirectRules', rule: 1, message }]);
  });

  it('names each mistyped control', () => {
    const message = 'The following fields have an invalid type: maxVisits, destination, tags';
    expect(serverFieldErrors(message)).toEqual([
      { field: 'maxVisits', message },
      { field: 'tags', message },
    ]);
  });

  it('leaves other messages to the form', () => {
    expect(serverFieldErrors('A link with that slug already exists')).toEqual([]);
    expect(serverFieldErrors('Invalid destination url format')).toEqual([]);
    expect(serverFieldErrors('Invalid slug: use 1 to 100 letters')).toEqual([]);
  });
});
