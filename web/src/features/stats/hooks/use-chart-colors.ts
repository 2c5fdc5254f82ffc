// The charts' colours, read from the stylesheet's tokens and read again when the theme class
// on <html> changes, so charts follow the light and dark palettes.
import { useSyncExternalStore } from 'react';

export interface ChartColors {
  humans: string;
  bots: string;
  /** A third series (orphan visits to other paths). */
  third: string;
  grid: string;
  axis: string;
  surface: string;
  text: string;
}

const FALLBACK: ChartColors = {
  humans: '#2952cc',
  bots: '#b3541e',
  third: '#1f7a4d',
  grid: '#d9dde3',
  axis: '#4a5260',
  surface: '#ffffff',
  text: '#16181d',
};

function read(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    humans: token('--chart-humans', FALLBACK.humans),
    bots: token('--chart-bots', FALLBACK.bots),
    third: token('--chart-third', FALLBACK.third),
    grid: token('--border', FALLBACK.grid),
    axis: token('--text-muted', FALLBACK.axis),
    surface: token('--surface', FALLBACK.surface),
    text: token('--text', FALLBACK.text),
  };
}

let cached: { key: string; colors: ChartColors } | null = null;

function snapshot(): ChartColors {
  const key = document.documentElement.className;
  if (!cached || cached.key !== key) cached = { key, colors: read() };
  return cached.colors;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export function useChartColors(): ChartColors {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
}
