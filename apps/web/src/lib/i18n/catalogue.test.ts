import { MESSAGE_CATALOGUE, MESSAGES, STAFF_ACTIONS, STAFF_LOG_SUBJECT_KINDS } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, FEATURE_NAMESPACES } from './catalogues';
import { loadCatalogue, type Namespace } from './namespaces';

const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogues = Object.fromEntries(
  await Promise.all(
    NAMESPACES.map(
      async (ns) =>
        [
          ns,
          { en: (await loadCatalogue(ns, 'en')) as Tree, fr: (await loadCatalogue(ns, 'fr')) as Tree },
        ] as const,
    ),
  ),
) as Record<Namespace, { en: Tree; fr: Tree }>;

describe('the text namespaces', () => {
  it('are listed once each, with an English and a French catalogue', () => {
    expect(new Set(NAMESPACES).size).toBe(Object.keys(CATALOGUES).length);
    expect(NAMESPACES).toContain('common');
  });

  it('share no top-level section, so a key names the one namespace that holds it', () => {
    const owner = new Map<string, Namespace>();
    for (const ns of NAMESPACES) {
      for (const section of Object.keys(catalogues[ns].en)) {
        expect(owner.get(section), `section ${section} of ${ns}`).toBeUndefined();
        owner.set(section, ns);
      }
    }
  });

  it('carry every domain message in `common`, in English exactly as the domain writes it', () => {
    const english = leaves(catalogues.common.en);
    const french = leaves(catalogues.common.fr);
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(english.get(`validation.${key}`)).toBe(text);
      expect(french.has(`validation.${key}`), `French for validation.${key}`).toBe(true);
    }
  });
});

describe('the messages by key (decision 0018)', () => {
  it('are loaded where a server answers them with another section’s key', () => {
    // The limit recalculation's unknown employee is the directory's message. (A text kept under two
    // sections' keys needs no such entry: the page's own key of the same English serves, translateKeyed.)
    expect(FEATURE_NAMESPACES.devtools).toContain('directory');
  });

  it('have every key of the domain’s catalogue, English exactly as the wire’s, and French', () => {
    const english = new Map(NAMESPACES.flatMap((ns) => [...leaves(catalogues[ns].en)]));
    const french = new Map(NAMESPACES.flatMap((ns) => [...leaves(catalogues[ns].fr)]));
    const where = {
      validation: 'validation',
      api: 'api',
      account: 'account.serverMessages',
      claims: 'claims.serverMessages',
      reports: 'reportView.serverMessages',
      employer: 'employer.serverMessages',
      classifications: 'classifications.serverMessages',
      payments: 'card.serverMessages',
      wellness: 'wellness.serverMessages',
      enrolment: 'enrolment.serverMessages',
      plan: 'plan.serverMessages',
      directory: 'directory.serverMessages',
      audits: 'audits.serverMessages',
      content: 'content.serverMessages',
      receipts: 'receipts.serverMessages',
      commissions: 'commissions.serverMessages',
      demo: 'demo.serverMessages',
      clientSignup: 'signup.serverMessages',
      partnerSignup: 'partnerSignup.serverMessages',
    };
    for (const [section, messages] of Object.entries(MESSAGE_CATALOGUE)) {
      for (const [name, text] of Object.entries(messages)) {
        const key = `${where[section as keyof typeof where]}.${name}`;
        expect(english.get(key), key).toBe(text);
        expect(french.has(key), `French for ${key}`).toBe(true);
      }
    }
  });
});

describe('the staff log (tools)', () => {
  it.each(['en', 'fr'] as const)(
    'names in %s every action and every kind of subject the server may write, and no other',
    (language) => {
      const names = [...leaves(catalogues.acting[language]).keys()];
      const under = (prefix: string) =>
        names
          .filter((k) => k.startsWith(prefix))
          .map((k) => k.slice(prefix.length))
          .sort();
      expect(under('acting.log.actions.')).toEqual([...STAFF_ACTIONS].sort());
      expect(under('acting.log.kinds.')).toEqual([...STAFF_LOG_SUBJECT_KINDS].sort());
    },
  );
});

describe.each(NAMESPACES)('the %s catalogue', (ns) => {
  const english = () => leaves(catalogues[ns].en);
  const french = () => leaves(catalogues[ns].fr);

  it('has exactly the same keys in English and French', () => {
    expect([...french().keys()].sort()).toEqual([...english().keys()].sort());
  });

  it('has no empty strings', () => {
    for (const [key, text] of [...english(), ...french()]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation parameters in both languages', () => {
    const fr = french();
    for (const [key, text] of english()) {
      expect(params(fr.get(key) ?? ''), key).toEqual(params(text));
    }
  });

  it('gives a text that counts things ("{{count}} postes") a singular and a plural form', () => {
    // i18next picks `key_one` or `key_other` by the count (French: 0 and 1 are singular), so
    // "1 poste sur 10" agrees; a text without them says "1 postes" to a French reader. A number
    // alone ("Notifications ({{count}})"), a text written for both ("ligne(s)") and the server's
    // messages, whose English the domain writes (decision 0018), are not checked.
    const counted = [...french()].filter(
      ([key, text]) =>
        /\{\{count\}\} \p{L}/u.test(text) && !text.includes('(s)') && !key.includes('.serverMessages.'),
    );
    expect(counted.filter(([key]) => !/_(one|other|many)$/.test(key)).map(([key]) => key)).toEqual([]);
  });

  it("writes French elisions with the typographic apostrophe (l’entente, not l'entente)", () => {
    for (const [key, text] of french()) {
      expect(text, key).not.toMatch(/\p{L}'\p{L}/u);
    }
  });
});
