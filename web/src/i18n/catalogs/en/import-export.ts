// Settings → Import and export (docs/data.md): the card, the service chooser, the import and
// export popups and what an import reports.
export const importExport = {
  card: {
    title: 'Import and export',
    intro: 'Bring links over from any of {{sources}}. Download yours as JSON or CSV.',
    import: 'Import links',
    export: 'Export links',
  },
  services: {
    lynx: 'A Lynx or Linkhop export or backup (JSON or CSV).',
    shlink: 'A Shlink CSV export (shortUrl, longUrl, createdAt, visits).',
    yourls: 'A YOURLS CSV export (source, target, hits or keyword, url, clicks).',
    kutt: 'The JSON of Kutt’s API link list (GET /api/v2/links), a page or its data array.',
    bitly: 'A Bitly CSV export (Link, Custom Link, Destination URL, Title, Tags…).',
    sink: 'A Sink export from its Migrate page (JSON with a links array).',
    chhoto: 'The JSON list of Chhoto URL’s GET /api/all.',
    polr: 'Polr’s links table as CSV (short_url, long_url, clicks, secret_key…).',
    dub: 'The JSON of Dub’s API link list (GET /api/links), its pages joined into one array.',
  },
  service: {
    title: 'Import links',
    description: 'Which service is the file from?',
    legend: 'Service',
    next: 'Next',
  },
  import: {
    title: 'Import from {{service}}',
    file: 'File',
    chooseFile: 'Choose a file to import.',
    finished: 'Import finished.',
    dryRunFinished: 'Dry run finished',
    nothingWritten: '{{message}}. Nothing was written yet.',
    done: 'Done',
    back: 'Back',
    preview: 'Preview',
    submit: 'Import',
  },
  domains: {
    label: 'Domain',
    namedHint:
      'For links the file puts on no domain (or on its default one). Links on a named domain stay on it.',
    hint: 'The short domain the imported links go on.',
    create: 'Add missing domains',
    createHint:
      'Domains the file names that do not exist here are added; otherwise their rows are skipped. Preview first to see which would be added.',
  },
  summary: {
    label: 'Domains',
    added_one: 'Added the domain <strong>{{names}}</strong>.',
    added_other: 'Added the domains <strong>{{names}}</strong>.',
    wouldAdd_one: 'Would add the domain <strong>{{names}}</strong>.',
    wouldAdd_other: 'Would add the domains <strong>{{names}}</strong>.',
    skipped_one:
      'Skipped the rows on a domain that does not exist here: <strong>{{names}}</strong>.',
    skipped_other:
      'Skipped the rows on domains that do not exist here: <strong>{{names}}</strong>.',
    wouldSkip_one:
      'Would skip the rows on a domain that does not exist here: <strong>{{names}}</strong>.',
    wouldSkip_other:
      'Would skip the rows on domains that do not exist here: <strong>{{names}}</strong>.',
  },
  skipped: {
    label: 'Skipped rows',
    skipped_one: 'Skipped {{number}} row: {{existing}} existing, {{invalid}} invalid.',
    skipped_other: 'Skipped {{number}} rows: {{existing}} existing, {{invalid}} invalid.',
    wouldSkip_one: 'Would skip {{number}} row: {{existing}} existing, {{invalid}} invalid.',
    wouldSkip_other: 'Would skip {{number}} rows: {{existing}} existing, {{invalid}} invalid.',
    caption: 'Skipped rows and why',
    columns: {
      row: 'Row',
      domain: 'Domain',
      slug: 'Slug',
      reason: 'Reason',
    },
    moreInReport_one: '{{number}} more in the report.',
    moreInReport_other: '{{number}} more in the report.',
    moreNotShown_one: '{{number}} more not shown.',
    moreNotShown_other: '{{number}} more not shown.',
    report: 'Download the report (CSV)',
  },
  export: {
    title: 'Export links',
    description: 'Every link you can manage goes into the file.',
    format: 'Format',
    json: 'Lynx format; can be imported again.',
    csv: 'For spreadsheets; includes author names.',
    download: 'Download',
    downloaded: 'Downloaded {{name}}',
    failed: 'The export failed.',
  },
};
