// The filter bar of a statistics page: range presets, a custom range, the interval and the
// humans / bots / both choice.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { StatsFilters } from '../hooks/use-stats-filters';
import type { BotsFilter } from '../types';
import { INTERVALS, PRESETS, intervalFits, isoDay, rangeHours } from '../utils/range';

// Named `stats.filters.bots.<choice>`.
const BOTS_CHOICES: readonly BotsFilter[] = ['exclude', 'only', 'include'];

type CustomError = '' | 'bothDates' | 'startAfterEnd';

export function StatsFiltersBar({ filters }: { filters: StatsFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const { range, interval, bots } = filters;
  const today = isoDay(new Date());
  const [from, setFrom] = useState(range.kind === 'custom' ? range.from : '');
  const [to, setTo] = useState(range.kind === 'custom' ? range.to : today);
  // A key, not a text, so the message follows a change of language.
  const [customError, setCustomError] = useState<CustomError>('');
  const hours = rangeHours(range);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setCustomError('bothDates');
    if (from > to) return setCustomError('startAfterEnd');
    setCustomError('');
    filters.chooseCustom(from, to);
  };

  return (
    <div className="stats-filters">
      <div className="stats-filters__group" role="group" aria-labelledby={`${id}-range`}>
        <span id={`${id}-range`} className="field__label">
          {t('stats.filters.range')}
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
              {t(`stats.presets.${preset.id}`)}
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
          {t('stats.filters.customRange')}
        </span>
        <label className="stats-filters__date">
          <span>{t('stats.filters.from')}</span>
          <input
            type="date"
            className="input input--sm"
            value={from}
            max={to || today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="stats-filters__date">
          <span>{t('stats.filters.to')}</span>
          <input
            type="date"
            className="input input--sm"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" aria-pressed={range.kind === 'custom'}>
          {t('stats.filters.apply')}
        </Button>
        {customError && (
          <p className="field__error" role="alert">
            {t(`stats.filters.${customError}`)}
          </p>
        )}
      </form>

      <label className="stats-filters__select">
        <span className="field__label">{t('stats.filters.interval')}</span>
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
              {t(`stats.intervals.${option.value}`)}
            </option>
          ))}
        </select>
      </label>

      <div className="stats-filters__group" role="group" aria-labelledby={`${id}-bots`}>
        <span id={`${id}-bots`} className="field__label">
          {t('stats.filters.visitors')}
        </span>
        <div className="segmented">
          {BOTS_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="segmented__option"
              aria-pressed={bots === choice}
              onClick={() => filters.setBots(choice)}
            >
              {t(`stats.filters.bots.${choice}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
