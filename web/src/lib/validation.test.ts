import { describe, expect, it } from 'vitest';
import {
  isReservedSlug,
  isValidDestination,
  isValidEmail,
  isValidPassword,
  isValidSlug,
  isValidUsername,
} from './validation';

describe('field rules (docs/api.md#validation-rules)', () => {
  it.each([
    ['abc', true],
    ['a.b_c', true],
    ['a__b', true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['a'.repeat(20), true],
    ['.abc', false],
    ['abc_', false],
    ['ab-c', false],
    ['äbc', false],
  ])('username %j → %s', (value, valid) => expect(isValidUsername(value)).toBe(valid));

  it.each([
    ['a@b.co', true],
    ['First.Last+tag@Example.COM', true],
    ["o'neil@example.org", true],
    ['a@b', false],
    ['a@-b.com', false],
    ['a@b-.com', false],
    ['a..b@c.com', false],
    ['a b@c.com', false],
    [`${'a'.repeat(245)}@example.com`, false],
  ])('email %j → %s', (value, valid) => expect(isValidEmail(value)).toBe(valid));

  it.each([
    ['Abcdefghij1!', true],
    ['Abcdefghij1é', true],
    ['Abcdefghij1_', false],
    ['abcdefghij1!', false],
    ['ABCDEFGHIJ1!', false],
    ['Abcdefghijk!', false],
    ['Abcdefgh1!', false],
    ['Abcdef ghij1!', false],
    [`A1!${'a'.repeat(254)}`, false],
  ])('password %j → %s', (value, valid) => expect(isValidPassword(value)).toBe(valid));

  it.each([
    ['https://example.com', true],
    ['HTTP://example.com/a?b=c#d', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['//example.com', false],
    ['example.com', false],
    ['https://exa mple.com', false],
    ['https://', false],
  ])('destination %j → %s', (value, valid) => expect(isValidDestination(value)).toBe(valid));

  it.each([
    ['abc', true],
    ['a.b-c_d', true],
    ['.abc', false],
    ['a/b', false],
    ['', false],
    ['a'.repeat(101), false],
  ])('custom slug %j → %s', (value, valid) => expect(isValidSlug(value)).toBe(valid));

  it('knows the reserved first segments, ignoring case', () => {
    expect(isReservedSlug('API')).toBe(true);
    expect(isReservedSlug('dash')).toBe(true);
    expect(isReservedSlug('Favicon.ico')).toBe(true);
    expect(isReservedSlug('dashboard')).toBe(false);
  });
});
