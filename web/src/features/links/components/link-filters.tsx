// The list's filters beside the search: by tags (any or all of them), by state and — when there
// are several — by domain, with the tag manager one click away. The table keeps the values and
// sends them as list parameters.
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
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
}

export const NO_FILTERS: LinkFilterValues = { tags: [], tagsMode: 'any', state: '', domain: '' };

export const isFiltered = (f: LinkFilterValues) =>
  f.tags.length > 0 || f.state !== '' || f.domain !== '';

const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired or used up' },
  { value: 'notYetValid', label: 'Not yet valid' },
  { value: 'passwordProtected', label: 'Password-protected' },
] as const;

const MODE_OPTIONS = [
  { value: 'any', label: 'Any of these tags' },
  { value: 'all', label: 'All of these tags' },
] as const;

export function LinkFilters({
  value,
  onChange,
}: {
  value: LinkFilterValues;
  onChange: (next: LinkFilterValues | ((current: LinkFilterValues) => LinkFilterValues)) => void;
}) {
  const tags = useTags();
  const domains = useDomains();
  const domainOptions = [
    { value: '', label: 'Any domain' },
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
          tags: [...new Set(current.tags.map((t) => (t === oldName ? newName : t)))],
        })),
      onDeleted: (tag) =>
        onChange((current) => ({ ...current, tags: current.tags.filter((t) => t !== tag) })),
    });

  return (
    <div className="filters" role="group" aria-label="Filters">
      <TagsInput
        className="filters__tags"
        label="Tags"
        value={value.tags}
        onChange={(next) => onChange({ ...value, tags: next })}
        suggestions={tags.data}
        knownOnly
        placeholder={tags.data?.length === 0 ? 'No tags yet' : 'Filter by tag'}
      />
      {value.tags.length > 1 && (
        <SelectField
          label="Show links with"
          options={MODE_OPTIONS}
          value={value.tagsMode}
          onChange={(event) => onChange({ ...value, tagsMode: event.target.value as TagsMode })}
        />
      )}
      <SelectField
        label="State"
        options={STATE_OPTIONS}
        value={value.state}
        onChange={(event) =>
          onChange({ ...value, state: event.target.value as LinkFilterValues['state'] })
        }
      />
      {(hasSeveralDomains(domains.data) || value.domain !== '') && (
        <SelectField
          label="Domain"
          options={domainOptions}
          value={value.domain}
          onChange={(event) => onChange({ ...value, domain: event.target.value })}
        />
      )}
      <div className="filters__actions">
        {isFiltered(value) && (
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
        <Button size="sm" onClick={manageTags}>
          Manage tags
        </Button>
      </div>
    </div>
  );
}
