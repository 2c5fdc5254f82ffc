// The sections of Settings (docs/dashboard.md#settings), in the order the navigation lists them.
import type { Account } from '@/lib/account/types';
import { isManager } from '@/lib/account/types';

export type SettingsSectionId =
  'profile' | 'security' | 'api' | 'webhooks' | 'data' | 'instance' | 'about';

export interface SettingsSection {
  id: SettingsSectionId;
  /** The address under /dash/settings/. */
  path: string;
  /** Only the owner and admins see the instance's settings. */
  visible: (account: Account | null) => boolean;
}

const everyone = () => true;

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'profile', path: 'profile', visible: everyone },
  { id: 'security', path: 'security', visible: everyone },
  { id: 'api', path: 'api-access', visible: everyone },
  { id: 'webhooks', path: 'webhooks', visible: everyone },
  { id: 'data', path: 'import-export', visible: everyone },
  { id: 'instance', path: 'instance', visible: isManager },
  { id: 'about', path: 'about', visible: everyone },
];

export const settingsPath = (section: SettingsSection) => `/dash/settings/${section.path}`;
