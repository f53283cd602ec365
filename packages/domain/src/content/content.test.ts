import { describe, expect, it } from 'vitest';
import {
  adMatches,
  adProblems,
  CONTENT_MESSAGES,
  NO_AD_CONDITIONS,
  parseNumberList,
  updateProblems,
  updateVersionTaken,
  type AdInput,
  type AdRule,
  type AdViewer,
} from './content';

const employee: AdViewer = {
  kind: 'employee',
  companyAdmin: false,
  province: 'ON',
  contractType: 13,
  planType: 1071,
  wellness: false,
  member: true,
};
const admin: AdViewer = { ...employee, companyAdmin: true };
/** An administrator who is not a plan member (NON_MEMBER_ADMIN_ONLY): holds no account. */
const nonMemberAdmin: AdViewer = { ...admin, member: false };
const partner: AdViewer = { kind: 'partner' };
const today = '2026-11-24';

const ad = (audience: string, conditions: Partial<AdRule['conditions']> = {}, active = true): AdRule => ({
  active,
  audience,
  conditions: { ...NO_AD_CONDITIONS, ...conditions },
});

describe('adMatches', () => {
  it('shows an ad to its audience only', () => {
    expect(adMatches(ad('ALL'), employee, today)).toBe(true);
    expect(adMatches(ad('ALL'), partner, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE'), employee, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE'), admin, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE'), partner, today)).toBe(false);
    expect(adMatches(ad('COMPANY_ADMIN'), employee, today)).toBe(false);
    expect(adMatches(ad('COMPANY_ADMIN'), admin, today)).toBe(true);
    expect(adMatches(ad('COMPANY_ADMIN'), partner, today)).toBe(false);
    expect(adMatches(ad('PARTNER'), partner, today)).toBe(true);
    expect(adMatches(ad('PARTNER'), employee, today)).toBe(false);
  });

  it('never shows an inactive ad', () => {
    expect(adMatches(ad('ALL', {}, false), employee, today)).toBe(false);
  });

  it('keeps to the date window, both days included', () => {
    expect(adMatches(ad('ALL', { startsOn: today }), employee, today)).toBe(true);
    expect(adMatches(ad('ALL', { startsOn: '2026-11-25' }), employee, today)).toBe(false);
    expect(adMatches(ad('ALL', { endsOn: today }), employee, today)).toBe(true);
    expect(adMatches(ad('ALL', { endsOn: '2026-11-23' }), partner, today)).toBe(false);
  });

  it('checks the employee facts: province, contract type, plan type, wellness', () => {
    expect(adMatches(ad('EMPLOYEE', { provinces: ['ON', 'QC'] }), employee, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE', { provinces: ['QC'] }), employee, today)).toBe(false);
    expect(adMatches(ad('EMPLOYEE', { contractTypes: [3, 13] }), employee, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE', { contractTypes: [3] }), employee, today)).toBe(false);
    expect(adMatches(ad('EMPLOYEE', { planTypes: [1071] }), employee, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE', { planTypes: [2000] }), employee, today)).toBe(false);
    expect(adMatches(ad('EMPLOYEE', { wellness: 'N' }), employee, today)).toBe(true);
    expect(adMatches(ad('EMPLOYEE', { wellness: 'Y' }), employee, today)).toBe(false);
    expect(adMatches(ad('EMPLOYEE', { wellness: 'Y' }), { ...employee, wellness: true }, today)).toBe(true);
  });

  it('shows an ad about using the account to plan members only', () => {
    const members = ad('EMPLOYEE', { member: 'Y' });
    expect(adMatches(members, employee, today)).toBe(true);
    expect(adMatches(members, admin, today)).toBe(true);
    expect(adMatches(members, nonMemberAdmin, today)).toBe(false);
    const nonMembers = ad('COMPANY_ADMIN', { member: 'N' });
    expect(adMatches(nonMembers, nonMemberAdmin, today)).toBe(true);
    expect(adMatches(nonMembers, admin, today)).toBe(false);
    // Either, and an ad saved before the condition (none stored): everyone of its audience.
    expect(adMatches(ad('EMPLOYEE'), nonMemberAdmin, today)).toBe(true);
    const { member: _none, ...older } = NO_AD_CONDITIONS;
    expect(adMatches({ active: true, audience: 'EMPLOYEE', conditions: older }, nonMemberAdmin, today)).toBe(
      true,
    );
  });

  it('shows no partner an ad with employee conditions', () => {
    expect(adMatches(ad('ALL', { provinces: ['ON'] }), partner, today)).toBe(false);
    expect(adMatches(ad('ALL', { wellness: 'N' }), partner, today)).toBe(false);
    expect(adMatches(ad('ALL', { member: 'Y' }), partner, today)).toBe(false);
  });
});

const input: AdInput = {
  title: 'Book a cleaning',
  body: 'Claim it online.',
  titleFr: '',
  bodyFr: '',
  linkUrl: '',
  audience: 'EMPLOYEE',
  active: true,
  sortOrder: 0,
  conditions: { ...NO_AD_CONDITIONS },
};

describe('adProblems', () => {
  it('accepts a complete ad', () => {
    expect(adProblems(input)).toEqual({});
    expect(adProblems({ ...input, linkUrl: '/claims' })).toEqual({});
    expect(adProblems({ ...input, linkUrl: 'https://example.com/x' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    const p = adProblems({
      ...input,
      title: ' ',
      body: 'x'.repeat(501),
      linkUrl: 'javascript:alert(1)',
      audience: 'BOSS',
      conditions: {
        ...NO_AD_CONDITIONS,
        provinces: ['XX'],
        contractTypes: [Number.NaN],
        startsOn: '2026-12-01',
        endsOn: '2026-11-01',
      },
    });
    expect(p).toEqual({
      title: CONTENT_MESSAGES.titleRequired,
      body: 'This can be at most 500 characters.',
      linkUrl: CONTENT_MESSAGES.linkInvalid,
      audience: CONTENT_MESSAGES.audienceInvalid,
      'conditions.provinces': CONTENT_MESSAGES.provinceInvalid,
      'conditions.contractTypes': CONTENT_MESSAGES.numberListInvalid,
      'conditions.endsOn': CONTENT_MESSAGES.dateOrder,
    });
    expect(adProblems({ ...input, linkUrl: '//evil.example' }).linkUrl).toBe(CONTENT_MESSAGES.linkInvalid);
  });

  it('takes a link to a page of this site only when it is one of the app’s routes', () => {
    for (const link of ['/claim-report', '/claim/7', '/claims?from=ad', '/partner']) {
      expect(adProblems({ ...input, linkUrl: link }), link).toEqual({});
    }
    for (const link of ['/no-such-page', '/claim/7/extra', '/claims-x']) {
      expect(adProblems({ ...input, linkUrl: link }).linkUrl, link).toBe(CONTENT_MESSAGES.linkNotFound);
    }
  });

  it('takes a whole display order from 0 to 1000', () => {
    for (const order of [0, 1, 1000]) expect(adProblems({ ...input, sortOrder: order })).toEqual({});
    for (const order of [-1, -5, 1.5, 1001, Number.NaN]) {
      expect(adProblems({ ...input, sortOrder: order }).sortOrder, String(order)).toBe(
        CONTENT_MESSAGES.orderInvalid,
      );
    }
  });

  it('reads number lists', () => {
    expect(parseNumberList('3, 8,13')).toEqual([3, 8, 13]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('3, x')[1]).toBeNaN();
  });
});

describe('updateProblems', () => {
  const note = {
    version: '2.6.0',
    title: 'New',
    body: 'Text',
    titleFr: '',
    bodyFr: '',
    audience: 'ALL',
    publishedOn: '2026-11-24',
  };
  it('accepts a complete note and refuses a bad version, audience or date', () => {
    expect(updateProblems(note)).toEqual({});
    expect(
      updateProblems({ ...note, version: 'v2', audience: 'COMPANY_ADMIN', publishedOn: 'soon' }),
    ).toEqual({
      version: CONTENT_MESSAGES.versionInvalid,
      audience: CONTENT_MESSAGES.audienceInvalid,
      publishedOn: CONTENT_MESSAGES.dateInvalid,
    });
  });

  it('takes the French as optional, within the English lengths', () => {
    expect(updateProblems({ ...note, titleFr: 'Nouveau', bodyFr: 'Texte' })).toEqual({});
    expect(updateProblems({ ...note, titleFr: 'x'.repeat(121), bodyFr: 'x'.repeat(2001) })).toEqual({
      titleFr: 'This can be at most 120 characters.',
      bodyFr: 'This can be at most 2000 characters.',
    });
    expect(updateProblems({ ...note, titleFr: 'x'.repeat(120), bodyFr: 'x'.repeat(2000) })).toEqual({});
  });
});

describe('updateVersionTaken', () => {
  const notes = [
    { id: 1, version: '2.6.0', audience: 'EMPLOYEE' },
    { id: 2, version: '2.5.0', audience: 'ALL' },
  ];
  const taken = (version: string) =>
    `Another update note seen by the same people already has version ${version}.`;

  it('refuses a version another note of the same audience has, spaces aside', () => {
    expect(updateVersionTaken(notes, { version: ' 2.6.0 ', audience: 'EMPLOYEE' })).toBe(taken('2.6.0'));
    expect(updateVersionTaken(notes, { version: '2.7.0', audience: 'EMPLOYEE' })).toBeUndefined();
  });
  it('counts ALL as sharing readers with each audience, and partners apart from employees', () => {
    expect(updateVersionTaken(notes, { version: '2.6.0', audience: 'ALL' })).toBe(taken('2.6.0'));
    expect(updateVersionTaken(notes, { version: '2.5.0', audience: 'PARTNER' })).toBe(taken('2.5.0'));
    expect(updateVersionTaken(notes, { version: '2.6.0', audience: 'PARTNER' })).toBeUndefined();
  });
  it('lets a note keep its own version when edited', () => {
    expect(updateVersionTaken(notes, { version: '2.6.0', audience: 'EMPLOYEE' }, 1)).toBeUndefined();
    expect(updateVersionTaken(notes, { version: '2.5.0', audience: 'EMPLOYEE' }, 1)).toBe(taken('2.5.0'));
  });
});
