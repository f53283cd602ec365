import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Namespace } from '../../../lib/i18n/namespaces';

/*
 * The French of the employee area's catalogues says one thing one way: "nº" for "numéro" (not the
 * word "no"), the claim's review step apart from the audit ("Vérification"), and one name for the
 * Balance History screen.
 */
const EMPLOYEE_AREA: Namespace[] = [
  'claims',
  'reports',
  'account',
  'dashboard',
  'content',
  'receipts',
  'plan',
  'card',
];

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const french = new Map(
  (
    await Promise.all(EMPLOYEE_AREA.map(async (ns) => leaves((await loadCatalogue(ns, 'fr')) as Tree)))
  ).flat(),
);
const shell = new Map(leaves((await loadCatalogue('employeeShell', 'fr')) as Tree));

describe('the French of the employee area', () => {
  it('abbreviates "numéro" as nº, never as the word "no"', () => {
    const withNo = [...french].filter(([, text]) => /\bno\s*(\{\{|\d)/.test(text)).map(([key]) => key);
    expect(withNo).toEqual([]);
    expect(french.get('claims.flow.viewClaim')).toBe('Voir la réclamation nº {{id}}');
  });

  it('names the claim’s review step apart from the audit, which keeps "Vérification"', () => {
    expect(french.get('claims.steps.review')).toBe('Révision');
    expect(french.get('claims.flow.continueToReview')).toBe('Continuer vers la révision');
    expect(french.get('reports.audit.title')).toBe('Vérification de la réclamation nº {{id}}');
  });

  it('names the Balance History screen one way, as its title does', () => {
    const title = shell.get('pages.balanceHistory')!;
    expect(shell.get('menu.balanceHistory')).toBe(title);
    expect(french.get('reports.balance.formLabel')).toBe(`Période de l’${title.toLowerCase()}`);
  });
});
