import type { Catalog } from '@/i18n/catalog';
import type { apiErrors as english } from '../en/api-errors';

export const apiErrors: Catalog<typeof english> = {
  // Framing and limits.
  malformedJson: 'Corps JSON mal formé',
  notAnObject: 'Le corps de la requête doit être un objet JSON',
  unreadableBody: 'Impossible de lire le corps de la requête',
  jsonOnly: 'Content-Type non pris en charge, application/json attendu',
  multipartOnly: 'Content-Type non pris en charge, multipart/form-data attendu',
  sharexTypesOnly:
    'Content-Type non pris en charge, multipart/form-data, application/x-www-form-urlencoded ou application/json attendu',
  malformedMultipart: 'Corps multipart/form-data mal formé',
  methodNotAllowed: 'Méthode non autorisée',
  unknownEndpoint: 'Point de terminaison d’API inconnu',
  missingFields: 'Les champs obligatoires suivants manquent dans la requête : {{fields}}',
  invalidTypes: 'Les champs suivants ont un type non valide : {{fields}}',
  bodyTimeout: 'Délai dépassé pour la réception du corps de la requête',
  bodyTooLarge: 'Corps de la requête trop volumineux (limite : {{limit}} Mio)',
  textPartTooLarge: 'Champ de formulaire trop volumineux (limite : 4 Kio)',
  tooManyInProgress: 'Trop de requêtes en cours depuis votre adresse, réessayez dans un instant',
  tooManyUploads: 'Trop d’envois en cours, réessayez quand l’un d’eux sera terminé',
  unavailable: 'Service indisponible',
  internal: 'Erreur interne du serveur',
  crossOrigin: 'Requête d’une autre origine refusée',

  // Links.
  invalidPage: 'page non valide, nombre entier supérieur ou égal à 0 attendu',
  invalidPagesize: 'pagesize non valide, nombre entier de 1 à 100 attendu',
  pagesizeLimit: 'pagesize est limité à 100 éléments',
  invalidSortField:
    'sortField non valide, valeurs acceptées : slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits',
  invalidSortType: 'sortType non valide, valeurs acceptées : 1, -1',
  invalidDestination: 'Format de l’URL de destination non valide',
  invalidSlug:
    'Slug non valide : utilisez de 1 à 100 lettres, chiffres, traits d’union, tirets bas ou points, sans commencer par un point',
  reservedSlug: 'Ce slug est réservé, choisissez-en un autre',
  unknownSlug: 'Lien non valide',
  linkNotFound: 'Aucun lien ne porte cet identifiant',
  notEditable: 'Vous n’avez pas l’autorisation de modifier ce lien',
  historyInvalidPage:
    'before ou limit non valide : indiquez des nombres entiers positifs, limit 500 au plus',
  unknownHistoryVersion: 'L’historique du lien ne contient pas cette version',
  versionDeletedLink:
    'Cette version a supprimé le lien : il n’y a rien à rétablir (restaurez-le plutôt)',
  notRestorable:
    'Aucun lien supprimé portant cet identifiant ne peut être restauré (il a déjà été restauré, ou son historique a expiré)',
  unknownDomain: 'Domaine inconnu',
  domainNotAllowed: 'Vous ne pouvez pas créer de liens sur ce domaine',
  unknownTeam: 'Équipe inconnue',
  teamNotAllowed:
    'Seuls les éditeurs et les gestionnaires de l’équipe (ainsi que les administrateurs et le propriétaire) mettent des liens dans une équipe ou les en retirent',
  notDeletable:
    'Vous n’avez pas l’autorisation de supprimer tout ou partie des liens sélectionnés. Aucun lien n’a été supprimé',
  tooManyIds: 'Trop d’identifiants, la limite est de 1000 par requête',
  tooManyBulkIds: 'Trop d’identifiants, la limite est de 20000 par modification groupée',
  tooManyBulkLinks: 'La sélection compte plus de 100000 liens, affinez-la avec le filtre',
  bulkSelection: 'Envoyez soit ids, soit filter pour sélectionner les liens',
  bulkMoveAlone:
    'Un déplacement vers une équipe ou hors d’une équipe se fait seul : envoyez team sans autre modification',
  bulkNoChange: 'Rien à modifier : envoyez au moins une modification',
  invalidReplace:
    'replace invalide : find doit faire de 1 à 1000 caractères et with au plus 1000, et find doit être un motif valide quand pattern vaut true',
  linkChangedMeanwhile:
    'Le lien a changé pendant la modification groupée, il a donc été laissé tel quel',
  bulkBusy: 'Trop de modifications groupées sont en cours, réessayez dans un instant',
  slugTaken: 'Un lien avec ce slug existe déjà',
  destinationTaken: 'Un lien avec cette destination existe déjà',
  noFreeSlug: 'Impossible de générer un slug unique, veuillez réessayer',
  linkExpired: 'Ce lien a expiré',
  linkPasswordProtected: 'Ce lien est protégé par un mot de passe',
  invalidState:
    'state non valide, valeurs acceptées : active, expired, notYetValid, passwordProtected',
  invalidTagsMode: 'tagsMode non valide, valeurs acceptées : any, all',
  tooManyTagFilters: 'Trop d’étiquettes, la limite est de 50 par requête',

  // Link controls.
  invalidValidFrom:
    'validFrom non valide : date ISO 8601 attendue, par exemple 2030-01-31T12:00:00Z',
  invalidExpiresAt:
    'expiresAt non valide : date ISO 8601 attendue, par exemple 2030-01-31T12:00:00Z',
  datesOutOfOrder: 'Dates non valides : validFrom doit précéder expiresAt',
  invalidMaxVisits: 'maxVisits non valide : nombre entier de 1 à 1000000000000 attendu',
  invalidExpiredUrl: 'expiredUrl non valide : URL http ou https attendue',
  invalidLinkPassword:
    'Mot de passe non valide : utilisez de 1 à 256 caractères, sans caractères de contrôle',
  invalidTags:
    'Étiquettes non valides : utilisez au plus 50 étiquettes de 1 à 64 caractères, sans virgules ni caractères de contrôle',
  invalidTag:
    'Étiquette non valide : utilisez de 1 à 64 caractères, sans virgules ni caractères de contrôle',
  invalidTitle: 'Titre non valide : utilisez au plus 500 caractères, sans caractères de contrôle',
  invalidNotes:
    'Notes non valides : utilisez au plus 10000 caractères, sans caractères de contrôle autres que les sauts de ligne et les tabulations',
  invalidRedirectStatus: 'redirectStatus non valide, valeurs acceptées : 301, 302, 307, 308',
  invalidUtm:
    'utm non valide : source, medium, campaign, term et content de 200 caractères au plus chacun, sans caractères de contrôle',
  invalidPreview:
    'preview non valide : un title de 1 à 300 caractères, une description de 1000 au plus, une image sous forme d’URL http ou https de 2048 caractères au plus et un siteName de 100 au plus, sans caractères de contrôle',
  // A link's QR code logo (PUT /api/link/{id}/qr/logo).
  logoTooLarge: 'Le logo est trop volumineux : 64 Kio au plus',
  logoNotPng: 'Le logo doit être une image PNG (image/png)',
  logoInvalid: 'Le logo doit être un PNG de 1024 × 1024 pixels au plus',
  // Fill from destination (POST /api/link/page-card); the reason stays as the server wrote it.
  pageUnreadable: 'Impossible de lire la page : {{reason}}',
  pageBusy: 'Trop de pages sont lues en même temps, réessayez dans un instant',
  invalidSplit: 'Test A/B (split) non valide : {{detail}}',
  splitVariantCount: 'Test A/B (split) non valide : un test A/B a de 2 à 8 variantes',
  splitNone: 'Test A/B (split) non valide : le lien n’a pas de test A/B',
  splitNotAVariant:
    'Test A/B (split) non valide : la destination n’est pas une variante du test A/B',
  splitInvalidDestination:
    'Test A/B (split) non valide : la variante {{variant}} doit avoir une destination http ou https',
  splitInvalidWeight:
    'Test A/B (split) non valide : la variante {{variant}} doit avoir un poids de 1 à 1000',
  splitRepeatedDestination:
    'Test A/B (split) non valide : la variante {{variant}} reprend la destination d’une autre variante',
  invalidRules: 'redirectRules non valide : {{detail}}',
  rulesNotAList: 'redirectRules non valide : liste d’au plus 20 règles attendue',
  ruleNotAnObject:
    'redirectRules non valide : la règle {{rule}} doit être un objet avec une destination et des conditions',
  ruleInvalidDestination:
    'redirectRules non valide : la règle {{rule}} doit avoir une destination http ou https',
  ruleNoConditions:
    'redirectRules non valide : la règle {{rule}} doit avoir au moins une condition',
  ruleTooManyConditions: 'redirectRules non valide : la règle {{rule}} a plus de 10 conditions',
  ruleUnknownType:
    'redirectRules non valide : la règle {{rule}} a un type de condition inconnu, types acceptés : {{types}}',
  ruleInvalidCondition:
    'redirectRules non valide : la règle {{rule}} a une condition sans clé ou valeur valide (device : desktop, mobile, android ou ios ; language : une balise comme en ou en-GB ; country : deux lettres ; query-param : une clé ; dates : ISO 8601)',

  // Domains.
  invalidHost:
    'Hôte (host) non valide : utilisez un nom de domaine ou une adresse IP, avec un port facultatif',
  invalidRootRedirect: 'rootRedirect non valide : utilisez une URL http ou https',
  invalidNotFoundRedirect: 'notFoundRedirect non valide : utilisez une URL http ou https',
  invalidExpiredRedirect: 'expiredRedirect non valide : utilisez une URL http ou https',
  invalidAppleAppSiteAssociation:
    'appleAppSiteAssociation non valide : utilisez un objet JSON de 65536 octets au plus',
  invalidAssetLinks: 'assetLinks non valide : utilisez un tableau JSON de 65536 octets au plus',
  hostTaken: 'Un domaine avec cet hôte existe déjà',
  domainNotFound: 'Aucun domaine ne porte cet identifiant',
  defaultDomainStays: 'Le domaine par défaut ne peut pas être supprimé',
  domainHasLinks: 'Le domaine a encore des liens : supprimez-le avec links=move ou links=delete',
  slugTakenOnTarget:
    'Un slug de ce domaine est déjà pris sur le domaine cible : rien n’a été déplacé',
  unknownTargetDomain: 'Domaine cible inconnu',
  invalidLinksMode: 'links non valide, valeurs acceptées : move, delete',

  // Statistics.
  statsLinkNotFound: 'Lien introuvable',
  invalidStatsDomain: 'domain non valide, hôte d’un domaine court ou _default attendu',
  invalidFrom:
    'from non valide, date-heure ISO 8601 avec décalage horaire ou date (AAAA-MM-JJ) de 1970 à 9999 attendue',
  invalidTo:
    'to non valide, date-heure ISO 8601 avec décalage horaire ou date (AAAA-MM-JJ) de 1970 à 9999 attendue',
  invalidInterval: 'interval non valide, valeurs acceptées : hour, day, week, month',
  invalidBots: 'bots non valide, valeurs acceptées : exclude, include, only',
  invalidTz: 'tz non valide, nom de fuseau horaire IANA attendu, par exemple Europe/Paris',
  toBeforeFrom: 'to non valide : il ne doit pas précéder from',
  rangeTooLong: 'from non valide : la période de from à to est limitée à 5 ans',
  tooManyBuckets:
    'interval non valide : la période compterait plus de 2000 intervalles. Choisissez un intervalle plus long ou une période plus courte',

  // Authentication and API access.
  noCookie: 'Aucun jeton de session fourni dans les cookies',
  invalidSession: 'Jeton d’authentification non valide',
  secretNotAccepted: 'Vous ne pouvez pas utiliser ce point de terminaison avec votre secret d’API',
  invalidSecret: 'Secret non valide',
  invalidToken: 'Jeton d’API non valide, expiré ou révoqué',
  tokenNotAccepted:
    'Les jetons d’API ne sont pas acceptés sur ce point de terminaison, connectez-vous plutôt au tableau de bord',
  tokenLacksScope: 'Ce jeton d’API n’a pas la portée {{scope}}',
  insufficientScope: 'Ce jeton d’API n’a pas la portée requise pour cette requête',
  setupRequired:
    'La double authentification est obligatoire pour ce compte : configurez-la avant toute autre chose',
  tooManyAttempts: 'Trop de tentatives de connexion, réessayez plus tard',
  noSecretYet: 'Vous devez d’abord générer un secret',

  // Import and export.
  oneFileOnly: 'Un seul fichier peut être importé à la fois',
  invalidService:
    'Service non valide, services acceptés : lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub',
  invalidFiletype: 'Type de fichier non valide',
  invalidImportFields: 'Champs d’import non valides',
  importsInDemo: 'Les imports ne sont pas disponibles en mode démo.',
  exportsInDemo: 'Les exports ne sont pas disponibles en mode démo.',
  invalidFormat: 'Format non valide, formats acceptés : json, csv',
  invalidDryRun: 'dryRun non valide, true ou false attendu',
  invalidCreateDomains: 'createDomains non valide, true ou false attendu',
  csvUnreadable: 'Impossible d’analyser le fichier CSV',
  jsonUnreadable: 'Impossible d’analyser le fichier JSON, un tableau de liens est attendu',
  lynxRow: 'Impossible de lire exactement la ligne {{row}} du fichier CSV de Lynx : {{problem}}',
  lynxRowClosingQuote:
    'Impossible de lire exactement la ligne {{row}} du fichier CSV de Lynx : du texte suit un guillemet fermant',
  lynxRowBackslash:
    'Impossible de lire exactement la ligne {{row}} du fichier CSV de Lynx : une barre oblique inversée ne commence aucun échappement JSON',
  lynxRowUnicodeEscape:
    'Impossible de lire exactement la ligne {{row}} du fichier CSV de Lynx : échappement \\u non valide',
  rowTooLarge: 'L’enregistrement de la ligne {{line}} dépasse 1 Mio',
  rowTooWide: 'L’enregistrement de la ligne {{line}} a plus de 1000 colonnes',
  jsonLinkTooLarge: 'Un lien du fichier JSON dépasse 1 Mio',
  jsonStringTooLong: 'Une chaîne du fichier JSON dépasse 1 Mio',
  jsonTooDeep: 'Le fichier JSON est imbriqué sur plus de 128 niveaux',
  importReportNotFound: 'Rapport d’import introuvable',

  // Accounts.
  verificationRequired:
    'Vérification requise : fournissez un objet verification avec un code de double authentification ou votre mot de passe, selon ce qui est configuré.',
  verificationFailed:
    'Double authentification requise / Code TOTP expiré ou non valide / Mot de passe requis / Mot de passe incorrect',
  credentialsInDemo: 'La modification des identifiants n’est pas disponible en mode démo.',
  twoFactorInDemo:
    'L’activation de la double authentification n’est pas prise en charge en mode démo.',
  invalidId: 'Identifiant non valide',
  adminRequired: 'Le compte connecté n’a pas le rôle administrateur ou propriétaire',
  ownerRequired: 'Le compte connecté n’a pas le rôle propriétaire',
  userObjectRequired: 'Un objet user est requis',
  registrationClosed: 'L’inscription n’est pas activée',
  verificationCodeRequired: 'Double authentification requise',
  passwordRequired: 'Mot de passe requis',
  wrongPassword: 'Mot de passe incorrect',
  invalidLogin: 'Nom d’utilisateur ou mot de passe incorrect',
  codeRequired: 'Code de double authentification requis',
  invalidCode: 'Code TOTP expiré ou non valide',
  invalidFields: 'Champ(s) non valide(s)',
  namesTaken: 'Champ(s) déjà utilisé(s)',
  invalidRole: 'Rôle non valide',
  ownRole: 'Vous ne pouvez pas modifier votre propre rôle',
  rolesForOwner: 'Rôle ou autorisations non valides, rôles acceptés : admin, standard',
  rolesForAdmin: 'Rôle ou autorisations non valides, rôle accepté : standard',
  mayNotManageUsers: 'Vous n’avez pas l’autorisation de modifier les utilisateurs.',
  mayNotManageThisUser: 'Votre rôle ne suffit pas pour modifier cet utilisateur.',
  mayNotDeleteThisUser: 'Vous n’avez pas l’autorisation de supprimer cet utilisateur',
  mayNotUpdateThisUser: 'Vous n’avez pas le rôle requis pour modifier cet utilisateur.',
  mayNotDisableThisUser:
    'Vous n’avez pas l’autorisation de désactiver ou de réactiver cet utilisateur',
  twoFactorEnabled: 'La double authentification est déjà activée',
  twoFactorConfirmed: 'La double authentification est déjà activée, inutile de la vérifier',
  twoFactorNotStarted: 'La configuration de la double authentification n’a pas été commencée',
  invalidCodeFormat: 'Format de code non valide',
  twoFactorDisabled: 'La double authentification n’est pas activée',
  invalidBackupCode: 'Code de secours non valide',
  usersInDemo: 'La création d’utilisateurs n’est pas disponible en mode démo.',
  rolesInDemo: 'La modification des rôles n’est pas disponible en mode démo.',
  usernamesInDemo: 'La modification des noms d’utilisateur n’est pas disponible en mode démo.',
  emailsInDemo: 'La modification des adresses e-mail n’est pas disponible en mode démo.',
  passwordsInDemo: 'La modification des mots de passe n’est pas disponible en mode démo.',
  loggedIn: 'Connexion réussie !',
  loggedOut: 'Déconnexion réussie',
  signedOutEverywhere: 'Déconnecté partout',
  accountCreated: 'Compte créé',
  accountDeleted: 'Compte supprimé !',
  accountUpdated: 'Compte mis à jour',
  secretGenerated: 'Nouveau secret généré',
  roleUpdated: 'Rôle de l’utilisateur mis à jour',
  usernameUpdated: 'Nom d’utilisateur mis à jour',
  emailUpdated: 'Adresse e-mail mise à jour',
  passwordUpdated: 'Mot de passe mis à jour',
  totpSecretGenerated: 'Secret TOTP généré',
  twoFactorOn: 'Double authentification activée',
  twoFactorOff: 'La double authentification a été désactivée',
  recovered: 'La double authentification a été désactivée et vous êtes connecté',
  accountDisabled: 'Ce compte est désactivé, demandez à un administrateur de le réactiver',
  invalidTokenName: 'Nom de jeton non valide : 1 à 100 caractères, sans caractères de contrôle',
  invalidScopes:
    'Portées non valides, indiquez-en au moins une parmi : links:read, links:write, stats:read, users:admin, webhooks:write',
  invalidExpiry: 'expiresInDays non valide : un nombre entier de jours de 1 à 3650, ou null',
  tooManyTokens: 'Ce compte a déjà 100 jetons, révoquez-en un d’abord',
  scopeBeyondRole: 'Votre rôle ne vous permet pas de donner à un jeton la portée {{scope}}',
  invalidUsernameFormat: 'Format du nom d’utilisateur non valide',
  invalidEmailFormat: 'Format de l’adresse e-mail non valide',
  invalidPasswordFormat: 'Format du mot de passe non valide',
  usernameTaken: 'Ce nom d’utilisateur est déjà utilisé par un autre utilisateur',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre utilisateur',
  invalidLanguage: 'Langue non valide, valeurs acceptées : en, de, fr, es, zh-CN ou null',
  languageUpdated: 'Langue mise à jour',
  unknownToken: 'Jeton introuvable',
  unknownSession: 'Session introuvable',
  invalidPolicy:
    'Règle de double authentification non valide, valeurs acceptées : optional, admins, everyone',
  tokenCreated: 'Jeton créé, copiez-le maintenant : il ne sera plus affiché',
  tokenRevoked: 'Jeton révoqué',
  sessionEnded: 'Session terminée',
  otherSessionsEnded: 'Autres sessions terminées',
  policyUpdated: 'Règle de double authentification mise à jour',
  accountDisabledDone: 'Compte désactivé',
  accountEnabledDone: 'Compte réactivé',
  twoFactorKept: 'La règle de cette instance impose la double authentification pour ce compte',

  // Passkeys.
  passkeysUnavailable:
    'Les clés d’accès ne sont pas disponibles sur ce serveur : DOMAIN doit être défini sur son origine publique avec un nom d’hôte (par exemple https://s.example.com)',
  passkeyLoginUnavailable:
    'Le seul second facteur de ce compte est une clé d’accès, et les clés d’accès ne sont pas disponibles sur ce serveur : DOMAIN doit être défini sur son origine publique avec un nom d’hôte (par exemple https://s.example.com). Pour vous connecter, demandez à l’administrateur du serveur de définir DOMAIN ou d’exécuter `linkhop user disable-2fa <username>` pour désactiver la double authentification de ce compte',
  passkeysInDemo: 'Les clés d’accès ne sont pas prises en charge en mode démo.',
  invalidPasskeyName:
    'Nom de clé d’accès non valide : 1 à 64 caractères, sans caractères de contrôle',
  ceremonyExpired: 'Demande de clé d’accès expirée ou inconnue, veuillez recommencer',
  invalidPasskeyResponse: 'Réponse de clé d’accès non valide',
  passkeyNotRegistered:
    'La clé d’accès n’a pas pu être vérifiée (origine, défi ou vérification de l’utilisateur incorrects)',
  passkeyRejected: 'Clé d’accès refusée',
  unknownPasskey: 'Clé d’accès introuvable',
  tooManyPasskeys: 'Un compte peut avoir au plus 10 clés d’accès',
  passkeyExists: 'Cette clé d’accès est déjà enregistrée',
  noPasskeys: 'Ce compte n’a aucune clé d’accès',
  passkeyAdded: 'Clé d’accès ajoutée',
  passkeyRenamed: 'Clé d’accès renommée',
  passkeyDeleted: 'Clé d’accès supprimée',
  passkeyChallenge: 'Défi de clé d’accès créé',

  // Single sign-on.
  ssoOff: 'L’authentification unique n’est pas configurée',
  ssoBusy: 'Trop de connexions en cours, réessayez plus tard',
  ssoUnknownState: 'Connexion inconnue ou déjà utilisée, recommencez',
  ssoOtherBrowser: 'Cette connexion a été commencée dans un autre navigateur, recommencez',
  ssoExpired: 'La connexion a expiré, recommencez',
  ssoProviderRefused: 'Le fournisseur d’identité a refusé la connexion',
  ssoProviderRefusedCode: 'Le fournisseur d’identité a refusé la connexion ({{code}})',
  ssoNoCode: 'Le fournisseur d’identité n’a envoyé aucun code, recommencez',
  ssoCodeRejected:
    'Le fournisseur d’identité n’a pas accepté le code (déjà utilisé ou expiré), recommencez',
  ssoInvalidIdToken: 'Le jeton d’identité (ID token) du fournisseur d’identité n’est pas valide',
  ssoProvider: 'Le fournisseur d’identité est injoignable ou a répondu de façon incorrecte',
  ssoNoAccount: 'Aucun compte n’est associé à cette identité : demandez-en un à un administrateur',
  ssoNoEmail:
    'Le fournisseur d’identité n’a fourni aucune adresse e-mail valide, nécessaire pour créer un compte',
  ssoEmailTaken:
    'Un compte utilise déjà cette adresse e-mail : connectez-vous-y avec son mot de passe et associez l’authentification unique dans les paramètres',
  ssoIdentityTaken: 'Cette identité est déjà associée à un autre compte',
  ssoNotLinked: 'Aucune identité d’authentification unique n’est associée à ce compte',
  ssoPasswordOff:
    'La connexion par mot de passe est désactivée : connectez-vous avec l’authentification unique',
  ssoLinked: 'Authentification unique associée',
  ssoUnlinked: 'Authentification unique dissociée',

  // Webhooks.
  webhookInvalidUrl:
    'URL non valide : utilisez une URL http ou https sans identifiants ni fragment, de 2048 caractères au plus',
  webhookPrivateUrl:
    'URL non valide : les adresses de bouclage, privées et locales au lien sont refusées (WEBHOOK_ALLOW_PRIVATE)',
  webhookUnknownEvent: 'Événement inconnu : {{event}}',
  webhookNoEvents: 'Événements non valides : indiquez-en au moins un',
  webhookInstanceEvent:
    'Seuls le propriétaire et les administrateurs peuvent s’abonner à {{event}}',
  webhookUnknownScope: 'Portée non valide, valeurs acceptées : account, instance',
  webhookInstanceScope:
    'Seul le propriétaire peut s’abonner à tous les liens de l’instance (portée instance)',
  webhookTooManyFilters:
    'Filtres non valides : 100 valeurs au plus, de 200 caractères au plus chacune',
  webhookInvalidDescription:
    'Description non valide : 200 caractères au plus, sans caractères de contrôle',
  webhookNotFound: 'Aucun webhook n’a cet identifiant',
  webhookDeliveryNotFound: 'Ce webhook n’a aucune livraison avec cet identifiant',
  webhookQueueFull:
    'La file de webhooks du compte est pleine : attendez que des livraisons partent, ou supprimez un webhook en échec',
  webhooksInDemo: 'Les webhooks ne sont pas activés en mode démo.',
  webhookUnknownKind: 'Type non valide, valeurs acceptées : webhook, matomo, plausible, umami',
  webhookInvalidTarget:
    'Cible non valide : matomo prend {"siteId": <number>, "tokenAuth"?: <token>}, plausible {"domain": <site domain>}, umami {"websiteId": <uuid>} ; un webhook aucune',
  webhookForwardingVisitsOnly:
    'Un transfert vers un outil d’analyse transfère des visites : indiquez les événements ["visit"]',
  webhookNoTestForForwarding:
    'Les événements de test sont pour les webhooks ; visitez l’un de vos liens pour tester un transfert',
  webhookTooMany: 'Un compte a au plus 50 webhooks et transferts : supprimez-en un d’abord',
  webhookInvalidCursor:
    'before ou limit non valide : utilisez le curseur d’une page, et une limite de 1 à 100',
  utmTemplateInvalidName: 'Nom non valide : de 1 à 100 caractères, sans caractères de contrôle',
  utmTemplateInvalidValues:
    'utm non valide : indiquez au moins l’un de source, medium, campaign, term et content, de 200 caractères au plus chacun, sans caractères de contrôle',
  utmTemplateNameTaken: 'Vous avez déjà un modèle portant ce nom',
  utmTemplateTooMany: 'Un compte a au plus 100 modèles : supprimez-en un d’abord',
  utmTemplateNotFound: 'Aucun modèle n’a cet identifiant',

  // Audit log.
  auditUnknownAction:
    'action non valide : indiquez une action (account.disabled) ou un groupe d’actions (account), tels que les liste docs/audit.md',
  auditInvalidTime:
    'from ou to non valide : indiquez un instant ISO 8601 (2026-11-29T10:00:00Z) ou un jour (2026-11-29, UTC)',
  auditInvalidPage:
    'before ou limit non valide : indiquez des nombres entiers positifs, limit 1000 au plus',
  auditInvalidFilter:
    'actor ou target non valide : 200 caractères au plus, sans caractères de contrôle',

  // Teams.
  teamNotFound: 'Aucune équipe n’a cet identifiant',
  teamNotManager:
    'Seuls les gestionnaires de l’équipe, les administrateurs et le propriétaire gèrent une équipe',
  teamInvalidName: 'Nom non valide : de 1 à 60 caractères, sans caractères de contrôle',
  teamNameTaken: 'Une équipe portant ce nom existe déjà',
  teamHasLinks:
    'L’équipe a encore des liens : déplacez-les d’abord vers un compte ou une autre équipe',
  teamUnknownAccount: 'Aucun compte n’a cet identifiant ou ce nom d’utilisateur',
  teamInvalidRole: 'Rôle non valide, valeurs acceptées : viewer, editor, manager',
  teamNotMember: 'Ce compte n’est pas membre de l’équipe',
  teamNothingToChange: 'Rien à modifier : indiquez un nom, des domaines ou les deux',
  teamDomainsByAdmins:
    'Seuls les administrateurs et le propriétaire choisissent les domaines d’une équipe',
  teamNoDomains:
    'Domaines d’une équipe : un identifiant de domaine ou plus, ou null pour tous les domaines',
};
