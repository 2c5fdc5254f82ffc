// Document titles (docs/dashboard.md#titles): "{title} | Linkhop", or just "Linkhop" for routes without one.
import type { en } from '@/i18n/catalogs/en';

export const PRODUCT_NAME = 'Linkhop';

/** A key of `app.titles`: the title is shown in the interface's language. */
export type TitleKey = keyof typeof en.app.titles;

export interface RouteHandle {
  title?: TitleKey;
  /** Login and register pages show no sidebar. */
  hideSidebar?: boolean;
}

export function formatTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The title key of the deepest matched route that has one. */
export function titleFromMatches(matches: { handle?: unknown }[]): TitleKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
