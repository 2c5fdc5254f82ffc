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

  it('places a variant message on that variant’s destination or weight (from 0)', () => {
    const weight = 'Invalid split: variant 3 needs a weight from 1 to 1000';
    const url = 'Invalid split: variant 1 needs an http or https destination';
    const repeated = "Invalid split: variant 2 repeats another variant's destination";
    expect(serverFieldErrors(weight)).toEqual([
      { field: 'split', variant: 2, part: 'weight', message: weight },
    ]);
    expect(serverFieldErrors(url)).toEqual([
      { field: 'split', variant: 0, part: 'destination', message: url },
    ]);
    expect(serverFieldErrors(repeated)).toEqual([
      { field: 'split', variant: 1, part: 'destination', message: repeated },
    ]);
    const count = 'Invalid split: a split has 2 to 8 variants';
    expect(serverFieldErrors(count)).toEqual([{ field: 'split', message: count }]);
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
