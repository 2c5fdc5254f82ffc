// The API's messages are read from the Rust sources, so a message added there without a
// translation here fails this test instead of showing up in English on a German dashboard.
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import {
  API_ERROR_CODES,
  API_ERROR_TEXTS,
  englishApiMessage,
  translateApiMessage,
} from './api-messages';

// Node's fs, imported by a name the type checker does not follow: the dashboard's types are the
// browser's (no @types/node in tsconfig.app.json), and vitest runs this file in Node anyway.
const FS_MODULE = 'node:fs';
const fs = (await import(/* @vite-ignore */ FS_MODULE)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};

/** A file of the server, relative to the repository's root (web/src/i18n is three levels down). */
const here = import.meta.url;
const rust = (path: string) =>
  fs.readFileSync(decodeURIComponent(new URL(`../../../${path}`, here).pathname), 'utf8');

/** Files whose `&str` constants are all API messages. */
const MESSAGE_FILES = [
  'src/http/messages.rs',
  'src/http/api/accounts/messages.rs',
  'src/http/api/accounts/sso_messages.rs',
  'src/http/api/stats/messages.rs',
  'src/http/api/domains/errors.rs',
  'src/http/api/webhooks/errors.rs',
  'src/http/api/utm_templates/errors.rs',
  'src/http/api/audit/mod.rs',
  'src/http/api/teams/mod.rs',
  'src/http/api/import/upload.rs',
  'src/http/api/links/page_card.rs',
  'src/http/api/links/qr_settings.rs',
  'src/http/api/import/report.rs',
  'src/http/input.rs',
  'src/http/upload.rs',
  'src/http/limits.rs',
  'src/transfer/read.rs',
];

/**
 * Constants of those files that are no message: a module's OpenAPI tag (`TAG_AUDIT = "audit"`)
 * sits beside its messages, and names a section of the API's documentation, not an answer.
 */
const NOT_MESSAGES = /^TAG_/;

/** Files whose fixed `#[error("…")]` texts reach the API. */
const ERROR_ATTRIBUTE_FILES = ['src/http/error/mod.rs', 'src/transfer/json_bounds.rs'];

const unescape = (literal: string) => literal.replace(/\\(["\\])/g, '$1');

function serverMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of MESSAGE_FILES) {
    const source = rust(file);
    // `pub const NAME: &str = "…";` (also `pub(crate)`, private, and over several lines).
    for (const [, name, text] of source.matchAll(
      /const\s+([A-Z_]+):\s*&str\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/g,
    )) {
      if (NOT_MESSAGES.test(name ?? '')) continue;
      messages.set(unescape(text ?? ''), `${file} ${name ?? ''}`);
    }
    // `message!(macro_name, NAME, "…");` defines a constant too (accounts/messages.rs).
    for (const [, name, text] of source.matchAll(
      /message!\(\s*\w+,\s*([A-Z_]+),\s*"((?:[^"\\]|\\.)*)"\s*\)/g,
    )) {
      messages.set(unescape(text ?? ''), `${file} ${name ?? ''}`);
    }
  }
  for (const file of ERROR_ATTRIBUTE_FILES) {
    for (const [, text] of rust(file).matchAll(/#\[error\("((?:[^"\\{]|\\.)*)"\)\]/g)) {
      messages.set(unescape(text ?? ''), `${file} #[error]`);
    }
  }
  return messages;
}

/**
 * Constants the server never sends alone: it appends a runtime part (a field list, a scope, a
 * rule's problem, a limit). Each is checked with an example of that part instead.
 */
const PREFIXES: Record<string, string> = {
  'Invalid redirectRules: ': 'rule 2 needs at least one condition',
  'Invalid split: ': 'variant 2 needs a weight from 1 to 1000',
  'Could not read the page: ': 'the page answered 404',
  'This API token lacks the scope ': 'links:write',
  'Your role cannot give a token the scope ': 'users:admin',
  'Request body too large': ' (limit 25 MiB)',
  'Unknown event: ': 'link.moved',
  'Only the owner and admins may subscribe to ': 'account.created',
};

/**
 * Texts that read the same in every language, or must stay English, with the reason. Empty
 * today: every message the server sends has a translation.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set<string>([]);

/**
 * English catalog texts the server builds from a constant and a problem's text
 * (src/http/error/link_errors.rs, src/domain/split.rs).
 */
const COMPOSED = new Set([
  'Invalid redirectRules: expected a list of at most 20 rules',
  'Invalid split: a split has 2 to 8 variants',
  'Invalid split: the link has no split',
  "Invalid split: destination is not one of the split's variants",
]);

const messages = serverMessages();

describe('translateApiMessage', () => {
  it('reads the server’s messages', () => {
    expect(messages.size).toBeGreaterThan(200);
    expect(messages.has('Invalid username or password')).toBe(true);
    expect(messages.has('Request body timed out')).toBe(true);
    expect(messages.has('No such session')).toBe(true);
  });

  it('keeps every server message word for word in English', () => {
    for (const message of messages.keys()) {
      const sent = message in PREFIXES ? message + PREFIXES[message] : message;
      expect(translateApiMessage(sent)).toBe(sent);
    }
  });

  it.each(['de', 'fr', 'es', 'zh-CN'] as const)(
    'translates every server message into %s',
    async (language) => {
      await applyLanguage(language);
      const untranslated = [...messages]
        .filter(([message]) => !SAME_IN_EVERY_LANGUAGE.has(message))
        .map(([message, where]) => {
          const sent = message in PREFIXES ? message + PREFIXES[message] : message;
          return { sent, where, shown: translateApiMessage(sent) };
        })
        .filter(({ sent, shown }) => shown === sent || shown.startsWith('apiErrors.'));
      expect(untranslated).toEqual([]);
    },
  );

  it('knows only texts the server sends', () => {
    const unknown = Object.keys(API_ERROR_TEXTS).filter(
      (text) => !messages.has(text) && !COMPOSED.has(text),
    );
    expect(unknown).toEqual([]);
  });

  it('translates messages with runtime parts, keeping those parts', async () => {
    await applyLanguage('fr');
    expect(
      translateApiMessage('The following required fields were not included in the request: url'),
    ).toBe('Les champs obligatoires suivants manquent dans la requête\u202f: url');
    expect(translateApiMessage('The following fields have an invalid type: tags, title')).toBe(
      'Les champs suivants ont un type non valide\u202f: tags, title',
    );
    expect(
      translateApiMessage('This API token lacks the scope links:write', 'insufficient_scope'),
    ).toBe('Ce jeton d’API n’a pas la portée links:write');
    expect(translateApiMessage('The identity provider refused the sign-in (access_denied)')).toBe(
      'Le fournisseur d’identité a refusé la connexion (access_denied)',
    );
    // Why a page could not be read stays as the server wrote it, after the translated sentence.
    expect(translateApiMessage('Could not read the page: the page answered 404')).toBe(
      'Impossible de lire la page\u202f: the page answered 404',
    );

    await applyLanguage('zh-CN');
    expect(translateApiMessage('Invalid redirectRules: rule 2 needs at least one condition')).toBe(
      'redirectRules 无效：规则 2 至少需要一个条件',
    );
    expect(
      translateApiMessage(
        'Invalid redirectRules: rule 3 has an unknown condition type, accepted types: device, language',
      ),
    ).toBe('redirectRules 无效：规则 3 含有未知的条件类型，可接受的类型：device, language');
    // A rule problem this dashboard does not know yet: the sentence is translated, the detail kept.
    expect(translateApiMessage('Invalid redirectRules: rule 4 is odd')).toBe(
      'redirectRules 无效：rule 4 is odd',
    );
    expect(
      translateApiMessage(
        'Could not read row 12 of the Lynx CSV file exactly: text after a closing quote',
      ),
    ).toBe('无法准确读取 Lynx CSV 文件的第 12 行：右引号后还有文本');
    expect(translateApiMessage('Row on line 7 has more than 1000 columns')).toBe(
      '第 7 行开始的记录超过 1000 列',
    );
    expect(translateApiMessage('Request body too large (limit 25 MiB)')).toBe(
      '请求体过大（上限 25 MiB）',
    );
    expect(translateApiMessage('Invalid split: variant 2 needs a weight from 1 to 1000')).toBe(
      '分流 (split) 无效：变体 2 需要 1 到 1000 之间的权重',
    );
    expect(translateApiMessage('Invalid split: the link has no split')).toBe(
      '分流 (split) 无效：该链接没有分流',
    );
    // A split problem this dashboard does not know: the sentence is translated, the detail kept.
    expect(translateApiMessage('Invalid split: cookie must be true or false')).toBe(
      '分流 (split) 无效：cookie must be true or false',
    );
  });

  it('falls back on the code when the text is not known', async () => {
    await applyLanguage('de');
    expect(translateApiMessage('Account switched off', 'account_disabled')).toBe(
      'Dieses Konto ist deaktiviert, bitten Sie einen Administrator, es zu aktivieren',
    );
    expect(translateApiMessage('Scope missing', 'insufficient_scope')).toBe(
      'Diesem API-Token fehlt die für diese Anfrage nötige Berechtigung',
    );
    // Every code the server sends has a translation.
    for (const code of Object.keys(API_ERROR_CODES)) {
      expect(translateApiMessage('?', code)).not.toBe('?');
    }
  });

  it.each(['de', 'fr', 'es', 'zh-CN'] as const)(
    'finds the server’s English wording of what it showed in %s',
    async (language) => {
      await applyLanguage(language);
      for (const message of messages.keys()) {
        const sent = message in PREFIXES ? message + PREFIXES[message] : message;
        expect(englishApiMessage(translateApiMessage(sent))).toBe(sent);
      }
      const rule = 'Invalid redirectRules: rule 3 has more than 10 conditions';
      expect(englishApiMessage(translateApiMessage(rule))).toBe(rule);
      // The split editor reads which variant a refusal names from the English wording.
      for (const split of [
        "Invalid split: variant 3 repeats another variant's destination",
        'Invalid split: variant 1 needs an http or https destination',
        'Invalid split: a split has 2 to 8 variants',
        'Invalid split: the link has no split',
        'Invalid split: cookie must be true or false',
      ]) {
        expect(englishApiMessage(translateApiMessage(split))).toBe(split);
      }
      expect(englishApiMessage('Something new went wrong')).toBe('Something new went wrong');
    },
  );

  it('shows an unknown text as the server wrote it', async () => {
    await applyLanguage('de');
    expect(translateApiMessage('Something new went wrong')).toBe('Something new went wrong');
    expect(translateApiMessage('Something new went wrong', 'unknown_code')).toBe(
      'Something new went wrong',
    );
    expect(translateApiMessage('')).toBe('');
  });
});
