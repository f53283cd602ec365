import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (DESIGN.md "Layout"): packages never import apps; apps never import each
// other; the domain stays pure (no I/O); web features never import each other's internals.
const noApps = {
  group: ['**/apps/**', '@benefits/server', '@benefits/web'],
  message: 'packages must not import apps',
};
const nodeIo = ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process', 'crypto', 'os'].map(
  (name) => ({
    name,
    message: 'packages/domain is pure: no I/O',
  }),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeIo,
          patterns: [noApps, { group: ['@benefits/contract'], message: 'domain depends on nothing' }],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/apps/web/**', '@benefits/web'], message: 'apps never import each other' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@benefits/server'], message: 'apps never import each other' },
          ],
        },
      ],
    },
  },
  // Web features never import each other (bulletproof-react's zones): from features/<f>/…, a path that
  // climbs to features/ and goes down into a sibling is refused; shared code moves to lib/.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', '^\\.\\./(?!\\.\\.)'],
    ['apps/web/src/features/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./(?!\\.\\.)'],
    ['apps/web/src/features/*/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./\\.\\./(?!\\.\\.)'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@benefits/server'], message: 'apps never import each other' },
            { regex, message: 'features never import each other; move shared code to src/lib' },
          ],
        },
      ],
    },
  })),
);
