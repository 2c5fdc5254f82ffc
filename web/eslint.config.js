// ESLint flat config: typed TypeScript rules, React hooks rules, and the import boundaries of
// the bulletproof-react layout (shared code never imports features or app; features never
// import each other — the app composes them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'about',
  'audit',
  'auth',
  'domains',
  'history',
  'import-export',
  'links',
  'passkeys',
  'settings',
  'stats',
  'teams',
  'theme',
  'two-factor',
  'users',
  'webhooks',
];

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
              `@/features/${other}`,
              `@/features/${other}/**`,
            ]),
            message: 'Features must not import each other; compose them in src/app.',
          },
          { group: ['@/app', '@/app/**'], message: 'Features must not import the app layer.' },
          {
            group: ['../../*', '../../**'],
            message: 'Leave a feature through the @/ alias, never with deep relative paths.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code must not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Every text a person reads goes through the translations (docs/translating.md): a literal
    // in JSX, as a child or in an attribute people see or hear, is an error.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label|data-label)$',
            ],
          },
          // Punctuation, digits, symbols, names that are never translated.
          words: { exclude: ['[\\s0-9!-/:-@[-`{-~—–…×·•→←↑↓✓✕]+', '[A-Z_-]+', 'Linkhop'] },
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
