// The audit log (`/api/audit`, tag `audit` of the OpenAPI document; docs/audit.md): who did what
// to whom, instance-wide, read by the owner and admins. Times are ISO 8601 strings, as the API
// sends them.

/** Every action the server records, grouped by the part before the dot (the list is closed). */
export const AUDIT_ACTIONS = [
  'login.succeeded',
  'login.failed',
  'password.changed',
  'username.changed',
  'email.changed',
  'session.ended',
  'two_factor.enabled',
  'two_factor.disabled',
  'passkey.added',
  'passkey.removed',
  'token.created',
  'token.revoked',
  'secret.renewed',
  'account.created',
  'account.deleted',
  'account.role_changed',
  'account.ownership_transferred',
  'account.disabled',
  'account.enabled',
  'policy.changed',
  'domain.added',
  'domain.changed',
  'domain.removed',
  'import.finished',
  'export.downloaded',
  'backup.created',
  'links.bulk_edited',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'team.created',
  'team.renamed',
  'team.deleted',
  'team.member_set',
  'team.member_removed',
  'team.domains_set',
  'links.moved',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is about: the part of its name before the dot, a filter of its own. */
export type AuditGroup = AuditAction extends `${infer Group}.${string}` ? Group : never;

export const groupOf = (action: AuditAction): AuditGroup => action.split('.')[0] as AuditGroup;

/** The groups in the order of their first action. */
export const AUDIT_GROUPS: readonly AuditGroup[] = [...new Set(AUDIT_ACTIONS.map(groupOf))];

export const AUDIT_VIAS = ['dashboard', 'token', 'secret', 'cli', 'import', 'bulk'] as const;
export type AuditVia = (typeof AUDIT_VIAS)[number];

export const AUDIT_TARGET_KINDS = [
  'account',
  'token',
  'passkey',
  'domain',
  'webhook',
  'link',
  'import',
  'links',
  'team',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Who acted: the account as it was then (kept after it is gone), through what, from where. */
export interface AuditActor {
  /** null for someone not signed in (a failed login) and the server's command line. */
  id: string | null;
  username: string | null;
  /** The account's role when it acted. */
  role: 'owner' | 'admin' | 'standard' | null;
  /** A newer server may send one this dashboard does not know. */
  via: string;
  /** The API token's name, for `via: token`. */
  viaName: string | null;
  /** The client's network, cut to its /24 or /48; never the full address. */
  network: string | null;
}

/** What the action was done to. */
export interface AuditTarget {
  kind: string;
  id: string | null;
  /** A name a person recognises (a username, a host, a token's name), kept after it is gone. */
  name: string | null;
}

export interface AuditEntry {
  /** Its sequence number: later entries have higher ones. */
  id: number;
  time: string;
  /** One of AUDIT_ACTIONS, or one a newer server added. */
  action: string;
  actor: AuditActor;
  target: AuditTarget | null;
  /** Facts about the action, never a secret. */
  details: Record<string, unknown> | null;
}

/** A page of entries, newest first; `cursor` asks for the next (older) page. */
export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
}

/** The filters as the page holds them: empty means "any". */
export interface AuditFilters {
  /** An action, a group, or empty. */
  action: string;
  /** An account's id or username. */
  actor: string;
  /** A target's id or name. */
  target: string;
  /** Days (YYYY-MM-DD) in the browser's time zone, both included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actor: '',
  target: '',
  from: '',
  to: '',
};

export type AuditExportFormat = 'csv' | 'json';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: Record<string, string>) => ['audit', 'list', query] as const,
};
