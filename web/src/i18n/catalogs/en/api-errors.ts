// The API's messages, word for word as the server sends them (src/http/messages.rs and
// siblings): src/i18n/api-messages.ts maps each text, pattern or `code` to its key here.
export const apiErrors = {
  // Framing and limits.
  malformedJson: 'Malformed JSON body',
  notAnObject: 'Request body must be a JSON object',
  unreadableBody: 'Could not read the request body',
  jsonOnly: 'Unsupported Content-Type, expected application/json',
  multipartOnly: 'Unsupported Content-Type, expected multipart/form-data',
  sharexTypesOnly:
    'Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json',
  malformedMultipart: 'Malformed multipart/form-data body',
  methodNotAllowed: 'Method not allowed',
  unknownEndpoint: 'Unknown API endpoint',
  missingFields: 'The following required fields were not included in the request: {{fields}}',
  invalidTypes: 'The following fields have an invalid type: {{fields}}',
  bodyTimeout: 'Request body timed out',
  bodyTooLarge: 'Request body too large (limit {{limit}} MiB)',
  textPartTooLarge: 'Form field too large (limit 4 KiB)',
  tooManyInProgress: 'Too many requests in progress from your address, try again in a moment',
  tooManyUploads: 'Too many uploads in progress, try again when one has finished',
  unavailable: 'Service unavailable',
  internal: 'Internal Server Error',
  crossOrigin: 'Cross-origin request refused',

  // Links.
  invalidPage: 'Invalid page, expected a whole number of 0 or more',
  invalidPagesize: 'Invalid pagesize, expected a whole number from 1 to 100',
  pagesizeLimit: 'Pagesize limit is 100 items',
  invalidSortField:
    'Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits',
  invalidSortType: 'Invalid sortType, accepted values: 1, -1',
  invalidDestination: 'Invalid destination url format',
  invalidSlug:
    'Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot',
  reservedSlug: 'That slug is reserved, choose another one',
  unknownSlug: 'invalid link',
  linkNotFound: 'A link with that id does not exist',
  notEditable: 'You do not have the permissions to edit this link',
  historyInvalidPage: 'Invalid before or limit: give positive whole numbers, limit at most 500',
  unknownHistoryVersion: "The link's history has no such version",
  versionDeletedLink:
    'That version deleted the link: there is nothing to revert to (restore it instead)',
  notRestorable:
    'No deleted link with that id can be restored (it was restored, or its history has expired)',
  unknownDomain: 'Unknown domain',
  domainNotAllowed: 'You may not create links on this domain',
  unknownTeam: 'Unknown team',
  teamNotAllowed:
    "Only the team's editors and managers (and admins, the owner) put links in a team or take them out",
  notDeletable:
    'You do not have the permissions to delete some of or all of the selected links. No links were deleted',
  tooManyIds: 'Too many ids, the limit is 1000 per request',
  tooManyBulkIds: 'Too many ids, the limit is 20000 per bulk edit',
  tooManyBulkLinks: 'The selection has more than 100000 links, narrow it down with the filter',
  bulkSelection: 'Send either ids or filter to select the links',
  bulkMoveAlone: 'A move to or from a team goes alone: send team without other changes',
  bulkNoChange: 'Nothing to change: send at least one change',
  invalidReplace:
    'Invalid replace: find needs 1 to 1000 characters and with at most 1000, and find must be a valid pattern when pattern is true',
  linkChangedMeanwhile: 'The link changed while the bulk edit ran, so it was left as it is',
  bulkBusy: 'Too many bulk edits are running at once, try again in a moment',
  slugTaken: 'A link with that slug already exists',
  destinationTaken: 'A link with that destination already exists',
  noFreeSlug: 'Could not generate a unique slug, please try again',
  linkExpired: 'This link has expired',
  linkPasswordProtected: 'This link is protected by a password',
  invalidState: 'Invalid state, accepted values: active, expired, notYetValid, passwordProtected',
  invalidTagsMode: 'Invalid tagsMode, accepted values: any, all',
  tooManyTagFilters: 'Too many tags, the limit is 50 per request',

  // Link controls.
  invalidValidFrom: 'Invalid validFrom: expected an ISO 8601 date such as 2030-01-31T12:00:00Z',
  invalidExpiresAt: 'Invalid expiresAt: expected an ISO 8601 date such as 2030-01-31T12:00:00Z',
  datesOutOfOrder: 'Invalid dates: validFrom must be before expiresAt',
  invalidMaxVisits: 'Invalid maxVisits: expected a whole number from 1 to 1000000000000',
  invalidExpiredUrl: 'Invalid expiredUrl: expected an http or https URL',
  invalidLinkPassword: 'Invalid password: use 1 to 256 characters without control characters',
  invalidTags:
    'Invalid tags: use at most 50 tags of 1 to 64 characters, without commas or control characters',
  invalidTag: 'Invalid tag: use 1 to 64 characters, without commas or control characters',
  invalidTitle: 'Invalid title: use at most 500 characters, without control characters',
  invalidNotes:
    'Invalid notes: use at most 10000 characters, without control characters other than line breaks and tabs',
  invalidRedirectStatus: 'Invalid redirectStatus, accepted values: 301, 302, 307, 308',
  invalidUtm:
    'Invalid utm: each of source, medium, campaign, term and content at most 200 characters, without control characters',
  invalidPreview:
    'Invalid preview: a title of 1 to 300 characters, a description of at most 1000, an image as an http or https URL of at most 2048 characters and a siteName of at most 100, without control characters',
  // A link's QR code logo (PUT /api/link/{id}/qr/logo).
  logoTooLarge: 'The logo is too large: at most 64 KiB',
  logoNotPng: 'The logo must be a PNG image (image/png)',
  logoInvalid: 'The logo must be a PNG of at most 1024 × 1024 pixels',
  // Fill from destination (POST /api/link/page-card); the reason stays as the server wrote it.
  pageUnreadable: 'Could not read the page: {{reason}}',
  pageBusy: 'Too many pages are being read at once, try again in a moment',
  invalidSplit: 'Invalid split: {{detail}}',
  splitVariantCount: 'Invalid split: a split has 2 to 8 variants',
  splitNone: 'Invalid split: the link has no split',
  splitNotAVariant: "Invalid split: destination is not one of the split's variants",
  splitInvalidDestination: 'Invalid split: variant {{variant}} needs an http or https destination',
  splitInvalidWeight: 'Invalid split: variant {{variant}} needs a weight from 1 to 1000',
  splitRepeatedDestination:
    "Invalid split: variant {{variant}} repeats another variant's destination",
  invalidRules: 'Invalid redirectRules: {{detail}}',
  rulesNotAList: 'Invalid redirectRules: expected a list of at most 20 rules',
  ruleNotAnObject:
    'Invalid redirectRules: rule {{rule}} must be an object with a destination and conditions',
  ruleInvalidDestination: 'Invalid redirectRules: rule {{rule}} needs an http or https destination',
  ruleNoConditions: 'Invalid redirectRules: rule {{rule}} needs at least one condition',
  ruleTooManyConditions: 'Invalid redirectRules: rule {{rule}} has more than 10 conditions',
  ruleUnknownType:
    'Invalid redirectRules: rule {{rule}} has an unknown condition type, accepted types: {{types}}',
  ruleInvalidCondition:
    'Invalid redirectRules: rule {{rule}} has a condition without a valid key or value (device: desktop, mobile, android or ios; language: a tag such as en or en-GB; country: two letters; query-param: a key; dates: ISO 8601)',

  // Domains.
  invalidHost: 'Invalid host: use a domain name or an IP address, with an optional port',
  invalidRootRedirect: 'Invalid rootRedirect: use an http or https URL',
  invalidNotFoundRedirect: 'Invalid notFoundRedirect: use an http or https URL',
  invalidExpiredRedirect: 'Invalid expiredRedirect: use an http or https URL',
  invalidAppleAppSiteAssociation:
    'Invalid appleAppSiteAssociation: use a JSON object of at most 65536 bytes',
  invalidAssetLinks: 'Invalid assetLinks: use a JSON array of at most 65536 bytes',
  hostTaken: 'A domain with this host already exists',
  domainNotFound: 'A domain with that id does not exist',
  defaultDomainStays: 'The default domain cannot be removed',
  domainHasLinks: 'The domain still has links: remove it with links=move or links=delete',
  slugTakenOnTarget: 'A slug of this domain is taken on the target domain: nothing was moved',
  unknownTargetDomain: 'Unknown target domain',
  invalidLinksMode: 'Invalid links, accepted values: move, delete',

  // Statistics.
  statsLinkNotFound: 'Link not found',
  invalidStatsDomain: 'Invalid domain, expected the host of a short domain or _default',
  invalidFrom:
    'Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999',
  invalidTo:
    'Invalid to, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999',
  invalidInterval: 'Invalid interval, accepted values: hour, day, week, month',
  invalidBots: 'Invalid bots, accepted values: exclude, include, only',
  invalidTz: 'Invalid tz, expected an IANA time zone name such as Europe/Paris',
  toBeforeFrom: 'Invalid to, it must not be before from',
  rangeTooLong: 'Invalid from, the range from from to to is limited to 5 years',
  tooManyBuckets:
    'Invalid interval, the range would have more than 2000 buckets: choose a longer interval or a shorter range',

  // Authentication and API access.
  noCookie: 'No cookie token provided',
  invalidSession: 'Invalid authorization token',
  secretNotAccepted: 'You cannot use this endpoint with your API secret',
  invalidSecret: 'Invalid secret',
  invalidToken: 'Invalid, expired or revoked API token',
  tokenNotAccepted: 'API tokens cannot be used on this endpoint, log in to the dashboard instead',
  tokenLacksScope: 'This API token lacks the scope {{scope}}',
  // Not a server text: what the `insufficient_scope` code says when its message is not known.
  insufficientScope: 'This API token lacks the scope this request needs',
  setupRequired:
    'Two-factor authentication is required for this account: set it up before anything else',
  tooManyAttempts: 'Too many login attempts, try again later',
  noSecretYet: 'You need to generate a secret first',

  // Import and export.
  oneFileOnly: 'Only one file can be imported at a time',
  invalidService:
    'Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub',
  invalidFiletype: 'Invalid filetype',
  invalidImportFields: 'Invalid import fields',
  importsInDemo: 'Imports are not enabled in demo mode.',
  exportsInDemo: 'Exports are not enabled in demo mode.',
  invalidFormat: 'Invalid format, accepted formats: json, csv',
  invalidDryRun: 'Invalid dryRun, expected true or false',
  invalidCreateDomains: 'Invalid createDomains, expected true or false',
  csvUnreadable: 'Could not parse the CSV file',
  jsonUnreadable: 'Could not parse the JSON file, expected an array of links',
  lynxRow: 'Could not read row {{row}} of the Lynx CSV file exactly: {{problem}}',
  lynxRowClosingQuote:
    'Could not read row {{row}} of the Lynx CSV file exactly: text after a closing quote',
  lynxRowBackslash:
    'Could not read row {{row}} of the Lynx CSV file exactly: a backslash that starts no JSON escape',
  lynxRowUnicodeEscape:
    'Could not read row {{row}} of the Lynx CSV file exactly: an invalid \\u escape',
  rowTooLarge: 'Row on line {{line}} is larger than 1 MiB',
  rowTooWide: 'Row on line {{line}} has more than 1000 columns',
  jsonLinkTooLarge: 'A link in the JSON file is larger than 1 MiB',
  jsonStringTooLong: 'A string in the JSON file is longer than 1 MiB',
  jsonTooDeep: 'The JSON file is nested more than 128 levels deep',
  importReportNotFound: 'Import report not found',

  // Accounts.
  verificationRequired:
    'Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.',
  verificationFailed:
    '2FA required / Expired or invalid TOTP token / Password required / Invalid Password',
  credentialsInDemo: 'Updating of credentials is not enabled in demo mode.',
  twoFactorInDemo: 'Enabling 2FA is not supported in demo mode.',
  invalidId: 'Invalid id',
  adminRequired: 'Currently logged-in account does not match role: admin or owner',
  ownerRequired: 'Currently logged-in account does not match role: owner',
  userObjectRequired: 'A user object is required',
  registrationClosed: 'Registration is not enabled',
  verificationCodeRequired: '2FA required',
  passwordRequired: 'Password required',
  wrongPassword: 'Invalid Password',
  invalidLogin: 'Invalid username or password',
  codeRequired: '2FA token required',
  invalidCode: 'Expired or invalid TOTP token',
  invalidFields: 'Invalid field(s)',
  namesTaken: 'Field(s) are already used',
  invalidRole: 'Invalid role',
  ownRole: 'You cannot change your own role',
  rolesForOwner: 'Invalid role or permissions, accepted roles: admin, standard',
  rolesForAdmin: 'Invalid role or permissions, accepted roles: standard',
  mayNotManageUsers: 'You do not have permission to update users.',
  mayNotManageThisUser: 'You do not have a high enough role to update this user.',
  mayNotDeleteThisUser: 'You do not have permission to delete that user',
  mayNotUpdateThisUser: 'You do not have the required role to update that user.',
  mayNotDisableThisUser: 'You do not have permission to disable or enable that user',
  twoFactorEnabled: '2FA already enabled',
  twoFactorConfirmed: '2FA already enabled, no need to verify',
  twoFactorNotStarted: "2FA process hasn't been started",
  invalidCodeFormat: 'Invalid token format',
  twoFactorDisabled: '2FA is not enabled',
  invalidBackupCode: 'Invalid backup code',
  usersInDemo: 'Creation of users is not enabled in demo mode.',
  rolesInDemo: 'Updating of user roles is not enabled in demo mode.',
  usernamesInDemo: 'Updating of usernames is not enabled in demo mode.',
  emailsInDemo: 'Updating of user emails is not enabled in demo mode.',
  passwordsInDemo: 'Updating of user passwords is not enabled in demo mode.',
  loggedIn: 'Successfully logged in!',
  loggedOut: 'Successfully logged out',
  signedOutEverywhere: 'Signed out everywhere',
  accountCreated: 'Account created',
  accountDeleted: 'Deleted account!',
  accountUpdated: 'Account successfully updated',
  secretGenerated: 'Successfully generated a new secret',
  roleUpdated: 'User role successfully updated',
  usernameUpdated: 'Username successfully updated',
  emailUpdated: 'Email successfully updated',
  passwordUpdated: 'Password successfully updated',
  totpSecretGenerated: 'TOTP secret successfully generated',
  twoFactorOn: '2FA successfully enabled',
  twoFactorOff: '2FA has been successfully disabled',
  recovered: '2FA has been disabled and you have been logged in',
  accountDisabled: 'This account is disabled, ask an administrator to enable it',
  invalidTokenName: 'Invalid token name: 1 to 100 characters, no control characters',
  invalidScopes:
    'Invalid scopes, give at least one of: links:read, links:write, stats:read, users:admin, webhooks:write',
  invalidExpiry: 'Invalid expiresInDays: a whole number of days from 1 to 3650, or null',
  tooManyTokens: 'This account already has 100 tokens, revoke one first',
  scopeBeyondRole: 'Your role cannot give a token the scope {{scope}}',
  invalidUsernameFormat: 'Invalid username format',
  invalidEmailFormat: 'Invalid email format',
  invalidPasswordFormat: 'Invalid password format',
  usernameTaken: 'You cannot have the same username as another user',
  emailTaken: 'You cannot have the same email as another user',
  invalidLanguage: 'Invalid language, accepted values: en, de, fr, es, zh-CN, or null',
  languageUpdated: 'Language successfully updated',
  unknownToken: 'No such token',
  unknownSession: 'No such session',
  invalidPolicy: 'Invalid twoFactor policy, accepted values: optional, admins, everyone',
  tokenCreated: 'Token created, copy it now: it is not shown again',
  tokenRevoked: 'Token revoked',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'Other sessions ended',
  policyUpdated: 'Two-factor policy updated',
  accountDisabledDone: 'Account disabled',
  accountEnabledDone: 'Account enabled',
  twoFactorKept: "Two-factor authentication is required for this account by the instance's policy",

  // Passkeys.
  passkeysUnavailable:
    'Passkeys are not available on this server: they need DOMAIN set to its public origin with a host name (e.g. https://s.example.com)',
  passkeyLoginUnavailable:
    "This account's only second factor is a passkey, and passkeys are not available on this server: they need DOMAIN set to its public origin with a host name (e.g. https://s.example.com). To log in, ask the operator to set DOMAIN, or to run `linkhop user disable-2fa <username>` to turn two-factor authentication off for this account",
  passkeysInDemo: 'Passkeys are not supported in demo mode.',
  invalidPasskeyName: 'Invalid passkey name: 1 to 64 characters without control characters',
  ceremonyExpired: 'Passkey request expired or unknown, please start again',
  invalidPasskeyResponse: 'Invalid passkey response',
  passkeyNotRegistered:
    'The passkey could not be verified (wrong origin, challenge or user verification)',
  passkeyRejected: 'Passkey not accepted',
  unknownPasskey: 'Passkey not found',
  tooManyPasskeys: 'An account can have at most 10 passkeys',
  passkeyExists: 'This passkey is already registered',
  noPasskeys: 'This account has no passkey',
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyDeleted: 'Passkey deleted',
  passkeyChallenge: 'Passkey challenge created',

  // Single sign-on.
  ssoOff: 'Single sign-on is not configured',
  ssoBusy: 'Too many sign-ins in progress, try again later',
  ssoUnknownState: 'Unknown or already used sign-in, start again',
  ssoOtherBrowser: 'This sign-in was started in another browser, start again',
  ssoExpired: 'The sign-in expired, start again',
  ssoProviderRefused: 'The identity provider refused the sign-in',
  ssoProviderRefusedCode: 'The identity provider refused the sign-in ({{code}})',
  ssoNoCode: 'The identity provider sent no code, start again',
  ssoCodeRejected:
    'The identity provider did not accept the code (used already or expired), start again',
  ssoInvalidIdToken: "The identity provider's ID token is not valid",
  ssoProvider: 'The identity provider could not be reached or answered wrongly',
  ssoNoAccount: 'No account is linked to this identity: ask an administrator for one',
  ssoNoEmail: 'The identity provider gave no valid e-mail address, which a new account needs',
  ssoEmailTaken:
    'An account already uses this e-mail address: log in to it with its password and link single sign-on in Settings',
  ssoIdentityTaken: 'This identity is linked to another account already',
  ssoNotLinked: 'No single sign-on identity is linked to this account',
  ssoPasswordOff: 'Password login is turned off: log in with single sign-on',
  ssoLinked: 'Single sign-on linked',
  ssoUnlinked: 'Single sign-on unlinked',

  // Webhooks.
  webhookInvalidUrl:
    'Invalid url: use an http or https URL without credentials or fragment, at most 2048 characters',
  webhookPrivateUrl:
    'Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)',
  webhookUnknownEvent: 'Unknown event: {{event}}',
  webhookNoEvents: 'Invalid events: give at least one',
  webhookInstanceEvent: 'Only the owner and admins may subscribe to {{event}}',
  webhookUnknownScope: 'Invalid scope, accepted values: account, instance',
  webhookInstanceScope:
    'Only the owner may subscribe to every link of the instance (scope instance)',
  webhookTooManyFilters: 'Invalid filters: at most 100 values of at most 200 characters each',
  webhookInvalidDescription: 'Invalid description: at most 200 characters, no control characters',
  webhookNotFound: 'A webhook with that id does not exist',
  webhookDeliveryNotFound: 'This webhook has no delivery with that id',
  webhookQueueFull:
    "The account's webhook queue is full: wait for deliveries to go out, or delete a failing webhook",
  webhooksInDemo: 'Webhooks are not enabled in demo mode.',
  webhookUnknownKind: 'Invalid kind, accepted values: webhook, matomo, plausible, umami',
  webhookInvalidTarget:
    'Invalid target: matomo takes {"siteId": <number>, "tokenAuth"?: <token>}, plausible {"domain": <site domain>}, umami {"websiteId": <uuid>}; a webhook none',
  webhookForwardingVisitsOnly: 'An analytics forwarding forwards visits: give events ["visit"]',
  webhookNoTestForForwarding:
    'Test events are for webhooks; visit one of your links to test a forwarding',
  webhookTooMany: 'An account has at most 50 webhooks and forwardings: delete one first',
  webhookInvalidCursor:
    'Invalid before or limit: use the cursor of a page, and a limit from 1 to 100',
  utmTemplateInvalidName: 'Invalid name: use 1 to 100 characters, without control characters',
  utmTemplateInvalidValues:
    'Invalid utm: give at least one of source, medium, campaign, term and content, each at most 200 characters, without control characters',
  utmTemplateNameTaken: 'You have a template with that name already',
  utmTemplateTooMany: 'An account has at most 100 templates: delete one first',
  utmTemplateNotFound: 'A template with that id does not exist',

  // Audit log.
  auditUnknownAction:
    'Invalid action: give an action (account.disabled) or a group of them (account), as docs/audit.md lists them',
  auditInvalidTime:
    'Invalid from or to: give an ISO 8601 time (2026-11-29T10:00:00Z) or a day (2026-11-29, UTC)',
  auditInvalidPage: 'Invalid before or limit: give positive whole numbers, limit at most 1000',
  auditInvalidFilter: 'Invalid actor or target: at most 200 characters, no control characters',

  // Teams.
  teamNotFound: 'A team with that id does not exist',
  teamNotManager: "Only the team's managers, admins and the owner manage a team",
  teamInvalidName: 'Invalid name: 1 to 60 characters, no control characters',
  teamNameTaken: 'A team with this name already exists',
  teamHasLinks: 'The team still has links: move them to an account or another team first',
  teamUnknownAccount: 'An account with that id or username does not exist',
  teamInvalidRole: 'Invalid role, accepted values: viewer, editor, manager',
  teamNotMember: 'That account is no member of the team',
  teamNothingToChange: 'Nothing to change: give a name, domains or both',
  teamDomainsByAdmins: "Only admins and the owner choose a team's domains",
  teamNoDomains: "A team's domains: one domain id or more, or null for every domain",
};
