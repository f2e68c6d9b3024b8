import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports each part of the workspace may not make (ARCHITECTURE.md, "Layout"). */
const boundary = (patterns) => ['error', { patterns }];
const DATABASE_LIBRARIES = { group: ['@mikro-orm/*', 'pg', 'pg-boss'], message: 'Only packages/core talks to the database; call a core use case instead.' };
const CORE_IN_BROWSER = { group: ['@eta/core', '@eta/core/*'], message: 'The browser never loads core; take contracts and rules from @eta/domain (types of the API come from @eta/api).' };
const IO_IN_DOMAIN = { group: ['@eta/core', '@eta/core/*', '@eta/api', 'node:*', 'fastify', 'react'], message: 'packages/domain is pure: no I/O, no framework.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-checked: a promise nobody awaits loses its error; a condition that is always true or false is a bug or dead code.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      'no-restricted-imports': boundary([DATABASE_LIBRARIES]),
      'no-console': 'off',
    },
  },
  { files: ['packages/core/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['packages/domain/**/*.ts'], rules: { 'no-restricted-imports': boundary([IO_IN_DOMAIN, DATABASE_LIBRARIES]) } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': boundary([CORE_IN_BROWSER, DATABASE_LIBRARIES]) } },
  // Browser tests set up their data through core, and tests may inspect the database directly. Their
  // teardown guards (`server?.stop()`) are needed: a failed setup leaves the declared value unset.
  { files: ['**/*.test.ts', 'apps/web/e2e/**', 'bench/**', 'test/**'], rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-unnecessary-condition': 'off' } },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
