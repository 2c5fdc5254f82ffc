import type { Catalog } from '@/i18n/catalog';
import type { webhooks as english } from '../en/webhooks';

export const webhooks: Catalog<typeof english> = {
  title: 'Webhooks',
  list: {
    description:
      'Linkhop sendet jedem Endpunkt per POST eine signierte JSON-Nachricht, wenn eines seiner Ereignisse bei Ihren Links eintritt.',
    empty: 'Noch keine Webhooks.',
    loadFailed: 'Die Webhooks konnten nicht geladen werden: {{message}}',
    actionsFor: 'Aktionen für {{url}}',
    columns: {
      endpoint: 'Endpunkt',
      events: 'Ereignisse',
      state: 'Zustand',
      pending: 'Wartend',
      dropped: 'Verworfen',
      actions: 'Aktionen',
    },
  },
  state: {
    active: 'Aktiv',
    paused: 'Pausiert',
    failing: 'Schlägt fehl',
    failingSince: 'Schlägt fehl seit {{time}}',
  },
  kinds: {
    matomo: 'Weiterleitung an Matomo',
    plausible: 'Weiterleitung an Plausible',
    umami: 'Weiterleitung an Umami',
  },
  kindChoice: {
    legend: 'Sendet an',
    webhook: 'Signierter Webhook',
    webhookHint:
      'Signierte JSON-Nachrichten zu den gewählten Ereignissen, an einen Endpunkt Ihrer Wahl.',
    matomoHint: 'Leitet Besuche an eine Website in Ihrem Matomo weiter.',
    plausibleHint: 'Leitet Besuche an eine Website in Plausible weiter.',
    umamiHint: 'Leitet Besuche an eine Website in Ihrem Umami weiter.',
    shown: 'Sendet an: {{kind}}. Um anderswohin zu senden, fügen Sie einen weiteren hinzu.',
  },
  forwarding: {
    url: 'Tracking-Endpunkt',
    urlHint: {
      matomo: 'Der Tracking-Endpunkt Ihres Matomo, etwa {{example}}.',
      plausible:
        'Die Events-API von Plausible: {{example}}, oder derselbe Pfad auf Ihrem eigenen Plausible.',
      umami: 'Der Tracking-Endpunkt Ihres Umami, etwa {{example}}.',
    },
    siteId: 'Website-ID',
    siteIdHint: 'Die Nummer der Website in Matomo (Administration → Websites → Verwalten).',
    tokenAuth: 'Token (token_auth)',
    tokenAuthHint:
      'Optional. Nötig, um das Land des Besuchers weiterzuleiten: das Token eines Matomo-Benutzers mit Schreibrechten für die Website.',
    tokenAuthKept:
      'Ein Token ist gespeichert: Es bleibt unverändert, sofern Sie kein neues eingeben.',
    siteDomain: 'Domain der Website',
    siteDomainHint:
      'Die Domain der Website, wie sie in Plausible eingetragen ist, etwa {{example}}.',
    websiteId: 'Website-ID',
    websiteIdHint: 'Die ID der Website in Umami (Einstellungen → Websites), eine UUID.',
    visitsOnly:
      'Weitergeleitet werden menschliche Besuche der Links (keine Besuche von Bots), niemals die Adresse des Besuchers.',
  },
  scope: {
    legend: 'Links',
    account: 'Meine Links',
    accountHint: 'Die Links, die Sie erstellt haben.',
    instance: 'Alle Links der Instanz',
    instanceHint: 'Die Links aller Konten und importierte Links ohne Autor.',
    badge: 'Ganze Instanz',
  },
  failing: {
    title_one: 'Zustellungen an einen Webhook schlagen fehl',
    title_other: 'Zustellungen an {{count}} Webhooks schlagen fehl',
    since: '{{url}}: schlägt fehl seit {{time}}',
    advice:
      'Eine Zustellung wurde nach etwa einem Tag voller Wiederholungen aufgegeben. Beheben Sie den Fehler am Endpunkt und senden Sie dann ein Testereignis oder stellen Sie erneut zu: Der nächste Erfolg oder das Fortsetzen des Webhooks hebt diesen Hinweis auf.',
  },
  events: {
    linkCreated: 'ein Link wird erstellt',
    linkUpdated: 'ein Link wird geändert',
    linkDeleted: 'ein Link wird gelöscht',
    linkExpired: 'ein Link läuft ab',
    linkExhausted: 'ein Link hat seine Besuche aufgebraucht',
    visit: 'ein Link wird besucht',
    importFinished: 'ein Import ist abgeschlossen',
    accountCreated: 'auf dieser Instanz wird ein Konto erstellt',
    accountDisabled: 'auf dieser Instanz wird ein Konto deaktiviert',
  },
  fields: {
    url: 'URL des Endpunkts',
    urlHint:
      'Eine http- oder https-Adresse, die POST-Anfragen annimmt. Adressen dieses Rechners oder eines privaten Netzes werden abgelehnt, sofern der Server sie nicht erlaubt.',
    description: 'Beschreibung',
    descriptionHint: 'Optional, höchstens 200 Zeichen.',
    events: 'Ereignisse',
    event: '{{event}} — {{description}}',
    instanceEvents:
      'Konto-Ereignisse betreffen die ganze Instanz: Nur der Eigentümer und Administratoren erhalten sie.',
    filters: 'Nur für manche Links (optional)',
    filtersHint:
      'Ereignisse zu einem Link werden gesendet, wenn der Link zu jeder ausgefüllten Liste passt (zu einem ihrer Werte). Leere Listen lassen alle Ihre Links durch.',
    filtersHintInstance:
      'Ereignisse zu einem Link werden gesendet, wenn der Link zu jeder ausgefüllten Liste passt (zu einem ihrer Werte). Leere Listen lassen alle Links der Instanz durch.',
    tags: 'Tags',
    tagsHint: 'Durch Kommas getrennt.',
    links: 'Link-IDs',
    linksHint:
      'Durch Kommas getrennt. Die ID eines Links steht in der Adresse seiner Statistikseite.',
    domains: 'Domains',
  },
  validation: {
    url: 'Geben Sie eine http://- oder https://-Adresse mit Host ein, ohne Leerzeichen, Zugangsdaten oder #Fragment (höchstens 2048 Zeichen).',
    description: 'Höchstens {{max}} Zeichen, ohne Steuerzeichen.',
    events: 'Wählen Sie mindestens ein Ereignis.',
    filters: 'Höchstens {{max}} Werte mit je höchstens {{length}} Zeichen.',
    siteId: 'Geben Sie die Nummer der Website in Matomo ein, eine ganze Zahl ab 1.',
    tokenAuth: 'Höchstens {{max}} Zeichen, ohne Leerzeichen, Anführungszeichen oder Backslashes.',
    siteDomain:
      'Geben Sie die Domain der Website ein, wie sie in Plausible eingetragen ist, etwa example.com, ohne https:// oder Pfad.',
    websiteId:
      'Geben Sie die Website-ID aus Umami ein, eine UUID wie 4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f.',
  },
  create: {
    open: 'Webhook hinzufügen',
    title: 'Webhook hinzufügen',
    description:
      'Wählen Sie, wohin und welche Ereignisse gesendet werden. Das Signaturgeheimnis wird danach einmal angezeigt.',
    paused: 'Pausiert erstellen',
    pausedHint: 'Es wird nichts gesendet, bis Sie ihn fortsetzen.',
    submit: 'Webhook hinzufügen',
    forwardingDescription:
      'Leiten Sie die Besuche der Links an einen Analysedienst weiter. Nichts wird signiert, daher wird kein Geheimnis angezeigt.',
    submitForwarding: 'Weiterleitung hinzufügen',
    forwardingAdded: '{{kind}} hinzugefügt',
  },
  edit: {
    title: 'Webhook bearbeiten',
    forwardingTitle: 'Weiterleitung bearbeiten',
    updated: 'Webhook aktualisiert',
  },
  delete: {
    title: 'Diesen Webhook löschen?',
    description: 'An {{url}} wird nichts mehr gesendet, und sein Zustellprotokoll wird gelöscht.',
    pending_one: 'Seine wartende Zustellung wird ebenfalls verworfen.',
    pending_other: 'Seine {{number}} wartenden Zustellungen werden ebenfalls verworfen.',
    submit: 'Webhook löschen',
    deleted: 'Webhook {{url}} gelöscht',
  },
  secret: {
    title: 'Webhook hinzugefügt',
    rotatedTitle: 'Neues Signaturgeheimnis',
    description: 'Das Signaturgeheimnis von {{url}}.',
    onlyOnce: 'Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt.',
    previousUntil:
      'Das alte Geheimnis signiert Zustellungen noch bis {{time}} (24 Stunden) mit, damit Sie Ihren Empfänger umstellen können, ohne eine zu verpassen.',
    previousDay:
      'Das alte Geheimnis signiert Zustellungen noch 24 Stunden mit, damit Sie Ihren Empfänger umstellen können, ohne eine zu verpassen.',
    howToVerify:
      'Jede Zustellung trägt die Standard-Webhooks-Header webhook-id, webhook-timestamp und webhook-signature, signiert mit diesem Geheimnis.',
    copy: 'Geheimnis kopieren',
    copied: 'Geheimnis kopiert',
    copyFailed: 'Kopieren fehlgeschlagen',
    done: 'Fertig',
  },
  rotate: {
    title: 'Signaturgeheimnis erneuern?',
    description:
      'Ab jetzt signiert ein neues Geheimnis die Zustellungen. Das alte signiert sie noch 24 Stunden mit, damit Empfänger ohne Verlust umstellen können.',
    confirm: 'Geheimnis erneuern',
  },
  actions: {
    deliveries: 'Zustellprotokoll',
    sendTest: 'Testereignis senden',
    testQueued: 'Testereignis eingereiht: Es geht innerhalb einer Sekunde hinaus',
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    paused: 'Webhook pausiert',
    resumed: 'Webhook fortgesetzt',
    rotateSecret: 'Geheimnis erneuern',
    delete: 'Löschen',
  },
  details: {
    back: '← Alle Webhooks',
    title: 'Webhook',
    notFound: 'Diesen Webhook gibt es nicht, oder er wurde gelöscht.',
    loadFailed: 'Der Webhook konnte nicht geladen werden: {{message}}',
    events: 'Ereignisse',
    target: 'Website beim Dienst',
    filters: 'Links',
    everyLink: 'Alle Ihre Links',
    everyLinkInstance: 'Alle Links der Instanz',
    tags: 'Tags',
    links: 'Link-IDs',
    domains: 'Domains',
    pending: 'Wartende Zustellungen',
    dropped: 'Verworfene Ereignisse',
    droppedHint:
      'Ereignisse werden verworfen, wenn die Warteschlange des Kontos voll ist: bei einem lange nicht erreichbaren Endpunkt oder zu vielen Ereignissen auf einmal.',
    previousSecret: 'Altes Geheimnis gültig bis',
    created: 'Erstellt',
  },
  log: {
    title: 'Zustellprotokoll',
    description:
      'Neueste zuerst, 30 Tage aufbewahrt. Ein fehlgeschlagener Versuch wird mit wachsenden Pausen etwa einen Tag lang wiederholt.',
    refresh: 'Aktualisieren',
    empty:
      'An diesen Webhook wurde noch nichts gesendet. Senden Sie ein Testereignis, um ihn auszuprobieren.',
    emptyForwarding:
      'Noch wurde nichts weitergeleitet. Besuchen Sie einen der Links, um es auszuprobieren.',
    loadFailed: 'Das Zustellprotokoll konnte nicht geladen werden: {{message}}',
    columns: {
      event: 'Ereignis',
      state: 'Zustand',
      attempts: 'Versuche',
      response: 'Antwort',
      created: 'Erstellt',
      lastAttempt: 'Letzter Versuch',
    },
    states: {
      pending: 'Wartend',
      delivered: 'Zugestellt',
      failed: 'Fehlgeschlagen',
    },
    nextAt: 'Nächster Versuch {{time}}',
    finished: 'Beendet',
    details: 'Details',
    detailsOf: 'Details zu {{id}}',
    redeliver: 'Erneut zustellen',
    redeliverOf: '{{id}} erneut zustellen',
    redelivering: 'Zustellung erneut eingereiht',
    messageId: 'Nachrichten-ID (webhook-id)',
    responseBody: 'Antwort (erstes KiB)',
    noResponse: 'Es kam keine Antwort.',
    error: 'Fehler',
    payload: 'Gesendete Nutzdaten',
    shown_one: '{{number}} Zustellung angezeigt',
    shown_other: '{{number}} Zustellungen angezeigt',
    older: 'Ältere Zustellungen anzeigen',
  },
};
