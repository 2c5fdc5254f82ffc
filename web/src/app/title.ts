// Document titles (docs/dashboard.md#titles): "{title} | Linkhop", or just "Linkhop" for routes without one.
export const PRODUCT_NAME = 'Linkhop';

export interface RouteHandle {
  title?: string;
  /** Login and register pages show no sidebar. */
  hideSidebar?: boolean;
}

export function formatTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The title of the deepest matched route that has one. */
export function titleFromMatches(matches: { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
