import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/architecture.md "Layout"): packages never import apps; apps never import each
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

// A redirect is lib/redirect.tsx's <Redirect>, a <Navigate> made anew at every address: a plain one
// could stay on screen from an address whose redirect was not drawn yet, and not navigate again.
const noPlainNavigate = {
  name: 'react-router',
  importNames: ['Navigate'],
  message: 'redirect with <Redirect> (src/lib/redirect.tsx): a plain <Navigate> may not navigate again',
};

// One path table (ADR 0017): route paths are written once, in packages/domain/src/access/paths.ts.
// Elsewhere a link, a redirect, a navigate call, a route's `path` or a menu's path that spells a
// path is refused; tests and e2e/ may assert the URLs a user sees. (`\\x2F` is '/': esquery's regex
// syntax has no escaped slash.)
const pathTableMessage =
  'Paths come from the path table (packages/domain/src/access/paths.ts): use paths.<area>.<page>.path or .getHref(…)';
const startsWithSlash = '/^\\x2F/';
const routeLike = '/^\\x2F[\\w:-]/';
const webPathLiterals = [
  // <Link to="/x">, <Navigate to={`/claim/${id}`}>, href, exactPaths, also inside ?: and ??
  `JSXAttribute[name.name=/^(to|href|exactPaths)$/] Literal[value=${startsWithSlash}]`,
  `JSXAttribute[name.name=/^(to|href|exactPaths)$/] TemplateLiteral[quasis.0.value.raw=${startsWithSlash}]`,
  // navigate('/x'), redirect('/x'), router.navigate('/x')
  `CallExpression[callee.name=/^(navigate|redirect)$/] > Literal[value=${startsWithSlash}]`,
  `CallExpression[callee.name=/^(navigate|redirect)$/] > TemplateLiteral[quasis.0.value.raw=${startsWithSlash}]`,
  `CallExpression[callee.property.name=/^(navigate|redirect)$/] > Literal[value=${startsWithSlash}]`,
  `CallExpression[callee.property.name=/^(navigate|redirect)$/] > TemplateLiteral[quasis.0.value.raw=${startsWithSlash}]`,
  // route objects and menu entries: { path: 'claims/details' } or { path: '/claims' } ('*' is the catch-all)
  "Property[key.name='path'] > Literal[value=/^[^*]/]",
  "Property[key.name='path'] > TemplateLiteral",
  `Property[key.name=/^(to|from|target|home|login|logout)$/] > Literal[value=${startsWithSlash}]`,
  // a path put together anywhere: `/claims/${step}?claim=${id}`
  `TemplateLiteral[quasis.0.value.raw=${routeLike}]`,
].map((selector) => ({ selector, message: pathTableMessage }));
// In the domain (no JSX, no router) any string that reads like a route ('/claims', '/:id') is refused.
const domainPathLiterals = [
  `Literal[value=${routeLike}]`,
  `TemplateLiteral[quasis.0.value.raw=${routeLike}]`,
].map((selector) => ({ selector, message: pathTableMessage }));

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
          paths: [noPlainNavigate],
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
          paths: [noPlainNavigate],
          patterns: [
            { group: ['**/apps/server/**', '@benefits/server'], message: 'apps never import each other' },
            { regex, message: 'features never import each other; move shared code to src/lib' },
          ],
        },
      ],
    },
  })),
  // The path table (ADR 0017): no path literal outside it; tests and e2e/ excepted.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...webPathLiterals] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/access/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...domainPathLiterals] },
  },
);
