import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule that keeps the path table the one source of paths (ADR 0017, eslint.config.js):
 * a path spelled in a link, a redirect, a navigate call, a route or a menu entry is refused outside
 * packages/domain/src/access/paths.ts; the same code through the table passes.
 */
const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, ''));
const root = here.slice(0, here.indexOf('apps/web/src/'));
const eslint = new ESLint({ cwd: root });

async function pathErrors(
  code: string,
  filePath = 'apps/web/src/features/fixture/Fixture.tsx',
): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`the fixture does not parse: ${fatal.message}`);
  return messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const header = `import { Link, Navigate, redirect, useNavigate } from 'react-router';
import { paths } from '@benefits/domain';
`;

describe('the path-literal lint rule', () => {
  it('refuses a path literal in a link, a redirect, a navigate call, a route and a menu entry', async () => {
    const cases = [
      `export const A = () => <Link to="/claim-report">x</Link>;`,
      `export const A = ({ id }: { id: number }) => <Link to={\`/claim/\${id}\`}>x</Link>;`,
      `export const A = ({ b }: { b: boolean }) => <Navigate to={b ? '/' : paths.employee.dashboard.getHref()} />;`,
      `export const A = () => <a href="/login">x</a>;`,
      `export function A() { const navigate = useNavigate(); return () => void navigate('/claims'); }`,
      `export const A = () => redirect('/login/reset');`,
      `export const routes = [{ path: 'claims/details' }, { path: '/tools/ads' }];`,
      `export const items = [{ key: 'x', to: '/partner/faqs' }];`,
      `export const step = (s: string, id: number) => \`/claims/\${s}?claim=\${id}\`;`,
    ];
    for (const code of cases) expect(await pathErrors(header + code), code).toBeGreaterThan(0);
  });

  it('lets the same code through when its paths come from the table', async () => {
    const code = `${header}
export const A = ({ id }: { id: number }) => <Link to={paths.employee.claimDetails.getHref({ id })}>x</Link>;
export const B = () => <Navigate to={paths.employee.dashboard.getHref()} replace />;
export const C = () => redirect(paths.public.loginReset.getHref());
export const routes = [{ path: paths.claims.items.path }, { path: '*' }];
export const D = () => <a href="#main">skip</a>;
`;
    expect(await pathErrors(code)).toBe(0);
  });

  it('refuses a route-like string in the domain outside the table', async () => {
    const file = 'packages/domain/src/access/fixture.ts';
    expect(await pathErrors(`export const HOME = '/claims';`, file)).toBe(1);
    expect(await pathErrors(`export const at = (id: number) => \`/claim/\${id}\`;`, file)).toBe(1);
    expect(await pathErrors(`export const split = (p: string) => p.split('/');`, file)).toBe(0);
  });

  it('lets tests keep the URLs a user sees', async () => {
    expect(
      await pathErrors(
        `${header}export const A = () => <Link to="/x">x</Link>;`,
        'apps/web/src/features/fixture/Fixture.test.tsx',
      ),
    ).toBe(0);
  });
});
