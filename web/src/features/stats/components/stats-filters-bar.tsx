// The filter bar of a statistics page: range presets, a custom range, the interval and the
// humans / bots / both choice.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { StatsFilters } from '../hooks/use-stats-filters';
import type { BotsFilter } from '../types';
import { INTERVALS, PRESETS, intervalFits, isoDay, rangeHours } from '../utils/range';

const BOTS_CHOICES: readonly { value: BotsFilter; label: string }[] = [
  { value: 'exclude', label: 'Humans' },
  { value: 'only', label: 'Bots' },
  { value: 'include', label: 'Both' },
];

export function StatsFiltersBar({ filters }: { filters: StatsFilters }) {
  const id = useId();
  const { range, interval, bots } = filters;
  const today = isoDay(new Date());
  const [from, setFrom] = useState(range.kind === 'custom' ? range.from : '');
  const [to, setTo] = useState(range.kind === 'custom' ? range.to : today);
  const [customError, setCustomError] = useState('');
  const hours = rangeHours(range);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setCustomError('Choose both dates.');
    if (from > to) return setCustomError('The start date must not be after the end date.');
    setCustomError('');
    filters.chooseCustom(from, to);
  };

  return (
    <div className="stats-filters">
      <div className="stats-filters__group" role="group" aria-labelledby={`${id}-range`}>
        <span id={`${id}-range`} className="field__label">
          Range
        </span>
        <div className="segmented">
          {PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="segmented__option"
              aria-pressed={range.kind === 'preset' && range.preset === preset.id}
              onClick={() => filters.choosePreset(preset.id)}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </div>

      <form
        className="stats-filters__custom"
        aria-labelledby={`${id}-custom`}
        noValidate
        onSubmit={applyCustom}
      >
        <span id={`${id}-custom`} className="field__label">
          Custom range
        </span>
        <label className="stats-filters__date">
          <span>From</span>
          <input
            type="date"
            className="input input--sm"
            value={from}
            max={to || today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="stats-filters__date">
          <span>To</span>
          <input
            type="date"
            className="input input--sm"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" aria-pressed={range.kind === 'custom'}>
          Apply range
        </Button>
        {customError && (
          <p className="field__error" role="alert">
            {customError}
          </p>
        )}
      </form>

      <label className="stats-filters__select">
        <span className="field__label">Interval</span>
        <select
          className="input input--sm"
          value={interval}
          onChange={(event) => {
            const chosen = INTERVALS.find((option) => option.value === event.target.value);
            if (chosen) filters.setInterval(chosen.value);
          }}
        >
          {INTERVALS.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={!intervalFits(option.value, hours)}
            >
              {option.label}
            </option>
          ))}
        </select>
      </label>

      <div className="stats-filters__group" role="group" aria-labelledby={`${id}-bots`}>
        <span id={`${id}-bots`} className="field__label">
          Visitors
        </span>
        <div className="segmented">
          {BOTS_CHOICES.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className="segmented__option"
              aria-pressed={bots === choice.value}
              onClick={() => filters.setBots(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
