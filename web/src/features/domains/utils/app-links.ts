// A domain's app links files (docs/domains.md#app-links) as the forms hold them: JSON text in a
// textarea, empty for "not served". The server's rule (src/domain/app_links.rs): an object for
// Apple's, an array for Android's, at most 65536 bytes of compact JSON.
import type { Domain } from '../types';

export const APP_LINK_FIELDS = ['appleAppSiteAssociation', 'assetLinks'] as const;
export type AppLinkField = (typeof APP_LINK_FIELDS)[number];

/** Where each file is served on its domain. */
export const APP_LINK_PATHS: Record<AppLinkField, string> = {
  appleAppSiteAssociation: '/.well-known/apple-app-site-association',
  assetLinks: '/.well-known/assetlinks.json',
};

export const MAX_APP_LINK_BYTES = 65536;

/** What is wrong with a file's text, if anything. */
export type AppLinkProblem = 'json' | 'object' | 'array' | 'tooLarge';

type Parsed = { ok: true; value: unknown } | { ok: false };

function parse(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The server counts the UTF-8 bytes of compact JSON, which JSON.stringify writes alike.
const compactBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export function appLinkProblem(field: AppLinkField, text: string): AppLinkProblem | null {
  if (text.trim() === '') return null;
  const parsed = parse(text);
  if (!parsed.ok) return 'json';
  if (field === 'appleAppSiteAssociation' && !isObject(parsed.value)) return 'object';
  if (field === 'assetLinks' && !Array.isArray(parsed.value)) return 'array';
  return compactBytes(parsed.value) > MAX_APP_LINK_BYTES ? 'tooLarge' : null;
}

/** The file a valid text stands for (typed by its field); empty text is null (not served). */
export function appLinkValue<F extends AppLinkField>(_field: F, text: string): Domain[F] {
  if (text.trim() === '') return null;
  return JSON.parse(text) as Domain[F];
}

/** A file as the form shows it: indented, so it can be read and edited. */
export const appLinkText = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 2);

/** Whether `text` stands for another file than the domain's (layout and spacing aside). */
export const appLinkChanged = (domain: Domain, field: AppLinkField, text: string): boolean =>
  JSON.stringify(appLinkValue(field, text)) !== JSON.stringify(domain[field] ?? null);

/** Whether the domain serves either file. */
export const hasAppLinks = (domain: Domain): boolean =>
  APP_LINK_FIELDS.some((field) => (domain[field] ?? null) !== null);
