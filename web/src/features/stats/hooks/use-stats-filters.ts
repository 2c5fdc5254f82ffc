// The filters of a statistics page — range, interval, humans/bots — and the API parameters
// they make. Choosing a preset also picks the interval that suits it.
import { useState } from 'react';
import type { BotsFilter, Interval, StatsParams } from '../types';
import {
  intervalFits,
  presetById,
  rangeHours,
  rangeParams,
  type PresetId,
  type Range,
} from '../utils/range';
import { browserTimeZone } from '../utils/time-zone';

export interface StatsFilters {
  range: Range;
  interval: Interval;
  bots: BotsFilter;
  params: StatsParams;
  choosePreset: (preset: PresetId) => void;
  chooseCustom: (from: string, to: string) => void;
  setInterval: (interval: Interval) => void;
  setBots: (bots: BotsFilter) => void;
}

export function useStatsFilters(initial: PresetId = '30d'): StatsFilters {
  const [range, setRange] = useState<Range>(() => ({
    kind: 'preset',
    preset: initial,
    at: Date.now(),
  }));
  const [interval, setInterval] = useState<Interval>(presetById(initial).interval);
  const [bots, setBots] = useState<BotsFilter>('exclude');
  const [tz] = useState(browserTimeZone);

  const choosePreset = (preset: PresetId) => {
    setRange({ kind: 'preset', preset, at: Date.now() });
    setInterval(presetById(preset).interval);
  };

  const chooseCustom = (from: string, to: string) => {
    const next: Range = { kind: 'custom', from, to };
    setRange(next);
    if (!intervalFits(interval, rangeHours(next))) setInterval('day');
  };

  return {
    range,
    interval,
    bots,
    params: { ...rangeParams(range), interval, bots, tz },
    choosePreset,
    chooseCustom,
    setInterval,
    setBots,
  };
}
