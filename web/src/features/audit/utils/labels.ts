// The log's names in the interface's language, looked up when shown: actions, their groups,
// roles, channels and target kinds. A name a newer server added shows as the server wrote it.
import { i18n } from '@/i18n';
import type {
  AuditActor,
  AuditAction,
  AuditGroup,
  AuditTarget,
  AuditTargetKind,
  AuditVia,
} from '../types';

const ACTION_LABELS = {
  'login.succeeded': 'audit.actions.loginSucceeded',
  'login.failed': 'audit.actions.loginFailed',
  'password.changed': 'audit.actions.passwordChanged',
  'username.changed': 'audit.actions.usernameChanged',
  'email.changed': 'audit.actions.emailChanged',
  'session.ended': 'audit.actions.sessionsEnded',
  'two_factor.enabled': 'audit.actions.twoFactorEnabled',
  'two_factor.disabled': 'audit.actions.twoFactorDisabled',
  'passkey.added': 'audit.actions.passkeyAdded',
  'passkey.removed': 'audit.actions.passkeyRemoved',
  'token.created': 'audit.actions.tokenCreated',
  'token.revoked': 'audit.actions.tokenRevoked',
  'secret.renewed': 'audit.actions.secretRenewed',
  'account.created': 'audit.actions.accountCreated',
  'account.deleted': 'audit.actions.accountDeleted',
  'account.role_changed': 'audit.actions.roleChanged',
  'account.ownership_transferred': 'audit.actions.ownershipTransferred',
  'account.disabled': 'audit.actions.accountDisabled',
  'account.enabled': 'audit.actions.accountEnabled',
  'policy.changed': 'audit.actions.policyChanged',
  'domain.added': 'audit.actions.domainAdded',
  'domain.changed': 'audit.actions.domainChanged',
  'domain.removed': 'audit.actions.domainRemoved',
  'import.finished': 'audit.actions.importFinished',
  'export.downloaded': 'audit.actions.exportDownloaded',
  'backup.created': 'audit.actions.backupCreated',
  'links.bulk_edited': 'audit.actions.linksBulkEdited',
  'webhook.created': 'audit.actions.webhookCreated',
  'webhook.changed': 'audit.actions.webhookChanged',
  'webhook.deleted': 'audit.actions.webhookDeleted',
  'team.created': 'audit.actions.teamCreated',
  'team.renamed': 'audit.actions.teamRenamed',
  'team.deleted': 'audit.actions.teamDeleted',
  'team.member_set': 'audit.actions.teamMemberSet',
  'team.member_removed': 'audit.actions.teamMemberRemoved',
  'team.domains_set': 'audit.actions.teamDomainsSet',
  'links.moved': 'audit.actions.linksMoved',
} as const satisfies Record<AuditAction, string>;

const GROUP_LABELS = {
  login: 'audit.groups.login',
  password: 'audit.groups.password',
  username: 'audit.groups.username',
  email: 'audit.groups.email',
  session: 'audit.groups.session',
  two_factor: 'audit.groups.twoFactor',
  passkey: 'audit.groups.passkey',
  token: 'audit.groups.token',
  secret: 'audit.groups.secret',
  account: 'audit.groups.account',
  policy: 'audit.groups.policy',
  domain: 'audit.groups.domain',
  import: 'audit.groups.import',
  export: 'audit.groups.export',
  backup: 'audit.groups.backup',
  links: 'audit.groups.links',
  webhook: 'audit.groups.webhook',
  team: 'audit.groups.team',
} as const satisfies Record<AuditGroup, string>;

const VIA_LABELS = {
  dashboard: 'audit.via.dashboard',
  token: 'audit.via.tokenUnnamed',
  secret: 'audit.via.secret',
  cli: 'audit.via.cli',
  import: 'audit.via.import',
  bulk: 'audit.via.bulk',
} as const satisfies Record<AuditVia, string>;

const KIND_LABELS = {
  account: 'audit.kinds.account',
  token: 'audit.kinds.token',
  passkey: 'audit.kinds.passkey',
  domain: 'audit.kinds.domain',
  webhook: 'audit.kinds.webhook',
  link: 'audit.kinds.link',
  import: 'audit.kinds.import',
  links: 'audit.kinds.links',
  team: 'audit.kinds.team',
} as const satisfies Record<AuditTargetKind, string>;

const ROLE_LABELS = {
  owner: 'audit.roles.owner',
  admin: 'audit.roles.admin',
  standard: 'audit.roles.standard',
} as const satisfies Record<NonNullable<AuditActor['role']>, string>;

type LabelKey =
  | (typeof ACTION_LABELS)[AuditAction]
  | (typeof GROUP_LABELS)[AuditGroup]
  | (typeof VIA_LABELS)[AuditVia]
  | (typeof KIND_LABELS)[AuditTargetKind]
  | (typeof ROLE_LABELS)[keyof typeof ROLE_LABELS];

/** The label of `name` in `labels`, or `name` itself when this dashboard does not know it. */
function lookup(labels: Readonly<Record<string, LabelKey>>, name: string): string {
  const key = Object.hasOwn(labels, name) ? labels[name] : undefined;
  return key ? i18n.t(key) : name;
}

export const actionLabel = (action: string): string => lookup(ACTION_LABELS, action);
export const groupLabel = (group: AuditGroup): string => lookup(GROUP_LABELS, group);
export const kindLabel = (kind: string): string => lookup(KIND_LABELS, kind);
export const roleLabel = (role: NonNullable<AuditActor['role']>): string =>
  lookup(ROLE_LABELS, role);

/** Through what: "Dashboard", or "API token “deploy”" for a named token. */
export function viaLabel(actor: Pick<AuditActor, 'via' | 'viaName'>): string {
  if (actor.via === 'token' && actor.viaName) {
    return i18n.t('audit.via.token', { name: actor.viaName });
  }
  return lookup(VIA_LABELS, actor.via);
}

/** Who: the account's name then, or what acted without one. */
export function actorName(actor: AuditActor): string {
  if (actor.username) return actor.username;
  if (actor.id) return i18n.t('audit.actor.unknownAccount');
  return actor.via === 'cli'
    ? i18n.t('audit.actor.commandLine')
    : i18n.t('audit.actor.notSignedIn');
}

/** The target's name a person recognises, else its id. */
export const targetName = (target: AuditTarget): string => target.name ?? target.id ?? '';
