// A statistics answer for tests (docs/STATISTICS.md's example, with every kind of value).
import type { OrphanVisits, Stats, VariantVisits } from './types';

export const LINK_ID = '00000000-0000-4000-8000-000000000042';

export function statsAnswer(changes: Partial<Stats> = {}): Stats {
  return {
    link: { id: LINK_ID, slug: 'gh', destination: 'https://github.com/', publicStats: false },
    from: '2026-10-24T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    interval: 'day',
    tz: 'UTC',
    bots: 'exclude',
    totals: { visits: 120, humanVisits: 100, botVisits: 20, uniqueVisitors: 80 },
    series: [
      {
        start: '2026-10-24T00:00:00.000Z',
        visits: 4,
        humanVisits: 3,
        botVisits: 1,
        uniqueVisitors: 3,
      },
      {
        start: '2026-10-25T00:00:00.000Z',
        visits: 116,
        humanVisits: 97,
        botVisits: 19,
        uniqueVisitors: 77,
      },
    ],
    referrers: [
      { value: 'news.ycombinator.com', visits: 40 },
      { value: null, visits: 35 },
      { value: 'alpha.example', visits: 25 },
    ],
    countries: [
      { value: 'FR', visits: 30 },
      { value: null, visits: 5 },
    ],
    devices: [
      { value: 'mobile', visits: 50 },
      { value: 'desktop', visits: 45 },
    ],
    browsers: [
      { value: 'Firefox', visits: 20 },
      { value: '(other)', visits: 3 },
    ],
    os: [{ value: 'Android', visits: 12 }],
    ...changes,
  };
}

/** A split's variants in the range: two current ones (weights 50 and 150), then an earlier one. */
export function variantsAnswer(): VariantVisits[] {
  return [
    {
      destination: 'https://a.example/x',
      current: true,
      weight: 50,
      visits: 10,
      humanVisits: 8,
      botVisits: 2,
      uniqueVisitors: 7,
    },
    {
      destination: 'https://b.example/y',
      current: true,
      weight: 150,
      visits: 25,
      humanVisits: 24,
      botVisits: 1,
      uniqueVisitors: 20,
    },
    {
      destination: 'https://old.example/',
      current: false,
      weight: null,
      visits: 9,
      humanVisits: 8,
      botVisits: 1,
      uniqueVisitors: 8,
    },
  ];
}

/** The visits by campaign and by campaign source of `GET /api/stats` (most visits first). */
export function campaignVisitsAnswer(): Required<Pick<Stats, 'campaigns' | 'campaignSources'>> {
  return {
    campaigns: [
      { value: 'launch-2026', visits: 1200, humanVisits: 1100 },
      { value: 'spring sale', visits: 812, humanVisits: 790 },
    ],
    campaignSources: [
      { value: 'newsletter', visits: 512, humanVisits: 505 },
      { value: 'mastodon', visits: 40, humanVisits: 12 },
    ],
  };
}

/** Orphan visits of a domain over three days. */
export function orphanVisitsAnswer(changes: Partial<OrphanVisits> = {}): OrphanVisits {
  return {
    totals: { base: 4, unknownSlug: 9, otherPath: 2 },
    daily: [
      { day: '2026-11-24', base: 1, unknownSlug: 2, otherPath: 0 },
      { day: '2026-11-25', base: 3, unknownSlug: 0, otherPath: 2 },
      { day: '2026-11-26', base: 0, unknownSlug: 7, otherPath: 0 },
    ],
    slugs: [
      { slug: 'launch', visits: 6 },
      { slug: 'typo', visits: 3 },
    ],
    ...changes,
  };
}
