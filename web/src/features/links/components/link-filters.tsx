// The list's filters beside the search: by tags (any or all of them), by state, by campaign (its
// exact name) and — when there are several — by domain, with the tag manager one click away. The table keeps the values and
// sends them as list parameters.
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel, hasSeveralDomains } from '@/lib/domains/names';
import { DEFAULT_DOMAIN_FILTER } from '@/lib/domains/types';
import { useTags } from '../api/get-tags';
import type { StateFilter, TagsMode } from '../types';
import { TagsInput } from './tags-input';

export interface LinkFilterValues {
  tags: string[];
  tagsMode: TagsMode;
  state: StateFilter | '';
  /** A host, "_default", or empty for every domain. */
  domain: string;
  /** A campaign's exact name (utm.campaign), or empty for every link. */
  campaign: string;
}

export const NO_FILTERS: LinkFilterValues = {
  tags: [],
  tagsMode: 'any',
  state: '',
  domain: '',
  campaign: '',
};

export const isFiltered = (f: LinkFilterValues) =>
  f.tags.length > 0 || f.state !== '' || f.domain !== '' || f.campaign !== '';

// The options' labels are keys, resolved at render (in the language of that moment).
const STATE_OPTIONS = [
  { value: '', label: 'links.filters.states.any' },
  { value: 'active', label: 'links.filters.states.active' },
  { value: 'expired', label: 'links.filters.states.expired' },
  { value: 'notYetValid', label: 'links.filters.states.notYetValid' },
  { value: 'passwordProtected', label: 'links.filters.states.passwordProtected' },
] as const;

const MODE_OPTIONS = [
  { value: 'any', label: 'links.filters.modes.any' },
  { value: 'all', label: 'links.filters.modes.all' },
] as const;

export function LinkFilters({
  value,
  onChange,
}: {
  value: LinkFilterValues;
  onChange: (next: LinkFilterValues | ((current: LinkFilterValues) => LinkFilterValues)) => void;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  const domains = useDomains();
  const domainOptions = [
    { value: '', label: t('links.filters.anyDomain') },
    ...(domains.data ?? []).map((d) => ({
      value: d.isDefault ? DEFAULT_DOMAIN_FILTER : (d.host ?? ''),
      label: domainChoiceLabel(d),
    })),
  ];

  const manageTags = () =>
    void popups.open('ManageTags', {
      // A renamed or deleted tag changes the filter with it (from the filter of that moment:
      // the popup outlives this render).
      onRenamed: (oldName, newName) =>
        onChange((current) => ({
          ...current,
          tags: [...new Set(current.tags.map((tag) => (tag === oldName ? newName : tag)))],
        })),
      onDeleted: (tag) =>
        onChange((current) => ({
          ...current,
          tags: current.tags.filter((other) => other !== tag),
        })),
    });

  return (
    <div className="filters" role="group" aria-label={t('links.filters.group')}>
      <TagsInput
        className="filters__tags"
        label={t('links.filters.tags')}
        value={value.tags}
        onChange={(next) => onChange({ ...value, tags: next })}
        suggestions={tags.data}
        knownOnly
        placeholder={
          tags.data?.length === 0 ? t('links.filters.noTags') : t('links.filters.filterByTag')
        }
      />
      {value.tags.length > 1 && (
        <SelectField
          label={t('links.filters.tagsMode')}
          options={MODE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={value.tagsMode}
          onChange={(event) => onChange({ ...value, tagsMode: event.target.value as TagsMode })}
        />
      )}
      <SelectField
        label={t('links.filters.state')}
        options={STATE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={value.state}
        onChange={(event) =>
          onChange({ ...value, state: event.target.value as LinkFilterValues['state'] })
        }
      />
      <TextField
        label={t('links.filters.campaign')}
        autoComplete="off"
        value={value.campaign}
        onChange={(event) => onChange({ ...value, campaign: event.target.value })}
      />
      {(hasSeveralDomains(domains.data) || value.domain !== '') && (
        <SelectField
          label={t('links.filters.domain')}
          options={domainOptions}
          value={value.domain}
          onChange={(event) => onChange({ ...value, domain: event.target.value })}
        />
      )}
      <div className="filters__actions">
        {isFiltered(value) && (
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('links.filters.clear')}
          </Button>
        )}
        <Button size="sm" onClick={manageTags}>
          {t('links.filters.manageTags')}
        </Button>
      </div>
    </div>
  );
}
