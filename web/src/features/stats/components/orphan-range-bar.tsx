// The filter bar of the orphan visits page: which domain, and the range in days.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@/lib/domains/types';
import { domainName } from '@/lib/domains/names';
import { ORPHAN_PRESETS } from '../utils/orphans';
import type { PresetId } from '../utils/range';

export function OrphanRangeBar({
  domainId,
  domains,
  onDomain,
  preset,
  onPreset,
}: {
  domainId: string;
  domains: Domain[];
  onDomain: (id: string) => void;
  preset: PresetId;
  onPreset: (preset: PresetId) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stats-filters">
      {domains.length > 1 && (
        <label className="stats-filters__select">
          <span className="field__label">{t('stats.orphans.domain')}</span>
          <select
            className="input input--sm"
            value={domainId}
            onChange={(event) => onDomain(event.target.value)}
          >
            {domains.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domainName(domain)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="stats-filters__group" role="group" aria-labelledby={`${id}-range`}>
        <span id={`${id}-range`} className="field__label">
          {t('stats.orphans.range')}
        </span>
        <div className="segmented">
          {ORPHAN_PRESETS.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={preset === option}
              onClick={() => onPreset(option)}
            >
              {t(`stats.presets.${option}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
