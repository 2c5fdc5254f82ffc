// How roles are named on screen, in the interface's language of the moment.
import { i18n } from '@/i18n';
import type { TeamRole } from '@/lib/teams/types';

/** A member's role; null (the owner or an admin who is no member) says they manage every team. */
export const teamRoleLabel = (role: TeamRole | null): string =>
  i18n.t(`teams.roles.${role ?? 'none'}`);
