// Loads the Umami script when about data carries an analytics object (docs/dashboard.md#demo-banner-and-analytics). Failures are
// only logged to the console; the user never sees them.
import { useEffect } from 'react';
import { useAbout } from '../api/get-about';
import type { Umami } from '../types';

declare global {
  interface Window {
    umami?: unknown;
  }
}

export function injectAnalytics(umami: Umami): HTMLScriptElement | null {
  const existing = document.querySelector<HTMLScriptElement>('script[data-website-id]');
  if (existing) return existing;
  try {
    const script = document.createElement('script');
    script.defer = true;
    script.src = umami.url;
    script.dataset.websiteId = umami.site;
    script.addEventListener('error', () => {
      console.warn(`Analytics script could not be loaded from ${umami.url}`);
    });
    script.addEventListener('load', () => {
      if (!window.umami) console.warn('Analytics script loaded but is unable to create events');
    });
    document.head.append(script);
    return script;
  } catch (error) {
    console.warn('Analytics could not be set up', error);
    return null;
  }
}

export function Analytics() {
  const { data } = useAbout();
  const umami = data?.umami;
  const url = umami?.url;
  const site = umami?.site;
  useEffect(() => {
    if (url && site) injectAnalytics({ url, site });
  }, [url, site]);
  return null;
}
