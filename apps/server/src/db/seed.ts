import { count } from 'drizzle-orm';
import type { Sealer } from '../platform/crypto';
import { hashPassword } from '../platform/passwords';
import type { Db } from './client';
import { seedClaims } from './seed-claims';
import { seedEmployer } from './seed-employer';
import { seedClassifications } from './seed-classifications';
import { frenchOf, withFrench } from './seed-french';
import {
  ads,
  balanceLedger,
  bankingDetails,
  classifications,
  dependants,
  employeeClassifications,
  services,
  updateNotes,
  blockList,
  commissions,
  employees,
  employerLedger,
  employers,
  notifications,
  partners,
  staff,
  staffPermissions,
} from './schema';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The demo world of docs/architecture.md "Demo data": deterministic, plausible Canadian data. Plan years are
 * calendar years relative to `today`, so balances show whatever the date.
 */
export async function seedDemo(db: Db, sealer: Sealer, today: Date = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(employers).values([
      {
        id: 5001,
        name: 'Northern Lights Consulting Inc.',
        contractType: 3,
        planCode: 1081,
        province: 'ON',
        street1: '250 King St W, Suite 400',
        city: 'Toronto',
        postcode: 'M5V 3A8',
        telephone: '416-555-0142',
      },
      {
        id: 5002,
        name: 'Prairie Sky Logistics Ltd.',
        contractType: 13,
        planCode: 1071,
        province: 'AB',
        street1: '1020 10 Ave SW',
        city: 'Calgary',
        postcode: 'T2R 1M4',
        telephone: '403-555-0188',
        hasWellness: true,
      },
      {
        id: 5003,
        name: 'Harbourview Bakery Inc.',
        contractType: 8,
        planCode: 1051,
        province: 'NS',
        street1: '1595 Barrington St',
        city: 'Halifax',
        postcode: 'B3J 1Z7',
        telephone: '902-555-0117',
      },
      {
        id: 5004,
        name: 'Bluenose Marine Services Inc.',
        contractType: 13,
        planCode: 1071,
        province: 'NS',
        street1: '',
        city: 'Lunenburg',
        postcode: '',
        telephone: '',
        missingCompanyInfo: true,
      },
      {
        id: 5005,
        name: 'Okanagan Orchard Supply Ltd.',
        contractType: 13,
        planCode: 1071,
        province: 'BC',
        street1: '1450 Water St',
        city: 'Kelowna',
        postcode: 'V1Y 1J7',
        telephone: '250-555-0150',
        missingCompanyBanking: true,
      },
    ]);
    const person = {
      passwordHash,
      limitType: 'STANDARD',
      hsaEmployerAgreement: true,
    };
    await tx.insert(employees).values([
      {
        ...person,
        id: 100001,
        employerId: 5001,
        firstName: 'Olivia',
        lastName: 'Tremblay',
        email: 'olivia.tremblay@example.com',
        street1: '88 Harbord St',
        city: 'Toronto',
        province: 'ON',
        postcode: 'M5S 1G5',
        telephone: '416-555-0199',
        cellphone: '647-555-0123',
        dateOfBirth: '1986-04-12',
        effectiveDate: `${year - 3}-01-01`,
        sinEncrypted: sealer.seal('046454286'),
      },
      {
        ...person,
        id: 100002,
        employerId: 5002,
        firstName: 'Liam',
        lastName: 'Gagnon',
        email: 'liam.gagnon@example.com',
        groupAdmin: true,
        wellness: true,
        street1: '412 Riverfront Ave SE',
        city: 'Calgary',
        province: 'AB',
        postcode: 'T2G 0C2',
        telephone: '403-555-0164',
        dateOfBirth: '1979-11-03',
        effectiveDate: `${year - 2}-03-01`,
        sinEncrypted: sealer.seal('130692544'),
      },
      {
        ...person,
        id: 100003,
        employerId: 5002,
        firstName: 'Priya',
        lastName: 'Patel',
        email: 'priya.patel@example.com',
        nonMemberAdminOnly: true,
        street1: '77 Kensington Rd NW',
        city: 'Calgary',
        province: 'AB',
        postcode: 'T2N 3P5',
        telephone: '403-555-0175',
        dateOfBirth: '1990-06-21',
        effectiveDate: `${year - 2}-03-01`,
      },
      {
        ...person,
        id: 100004,
        employerId: 5003,
        firstName: 'Noah',
        lastName: 'MacDonald',
        email: 'noah.macdonald@example.com',
        terminated: true,
        terminationDate: `${year}-09-30`,
        street1: '5 Quinpool Rd',
        city: 'Halifax',
        province: 'NS',
        postcode: 'B3L 1A1',
        telephone: '902-555-0131',
        dateOfBirth: '1972-02-14',
        effectiveDate: `${year - 4}-06-01`,
      },
      // One employee for each forced redirect (docs/product §4 "Employee forced redirects").
      {
        ...person,
        id: 100005,
        employerId: 5001,
        username: 'PHSPW',
        firstName: 'Emma',
        lastName: 'Roy',
        email: 'emma.roy@example.com',
        newEmployeeCheck: true,
        hsaEmployerAgreement: false,
        street1: '19 Mill St',
        city: 'Ottawa',
        province: 'ON',
        postcode: 'K1S 5B6',
        telephone: '613-555-0107',
        dateOfBirth: '1995-08-30',
        effectiveDate: `${year}-11-01`,
      },
      {
        ...person,
        id: 100006,
        employerId: 5001,
        firstName: 'Lucas',
        lastName: 'Martin',
        email: 'lucas.martin@example.com',
        missingInfo: true,
        province: 'ON',
        dateOfBirth: '1988-01-09',
        effectiveDate: `${year}-10-01`,
      },
      {
        ...person,
        id: 100007,
        employerId: 5001,
        firstName: 'Chloé',
        lastName: 'Lavoie',
        email: 'chloe.lavoie@example.com',
        missingBanking: true,
        street1: '301 Queen St E',
        city: 'Toronto',
        province: 'ON',
        postcode: 'M5A 1S7',
        telephone: '416-555-0170',
        dateOfBirth: '1992-05-17',
        effectiveDate: `${year}-09-01`,
      },
      {
        ...person,
        id: 100008,
        employerId: 5004,
        firstName: 'Jacob',
        lastName: 'Wong',
        email: 'jacob.wong@example.com',
        groupAdmin: true,
        street1: '12 Pelham St',
        city: 'Lunenburg',
        province: 'NS',
        postcode: 'B0J 2C0',
        telephone: '902-555-0190',
        dateOfBirth: '1975-12-01',
        effectiveDate: `${year}-07-01`,
      },
      {
        ...person,
        id: 100009,
        employerId: 5005,
        firstName: 'Ava',
        lastName: 'Singh',
        email: 'ava.singh@example.com',
        groupAdmin: true,
        street1: '880 Bernard Ave',
        city: 'Kelowna',
        province: 'BC',
        postcode: 'V1Y 6P5',
        telephone: '250-555-0111',
        dateOfBirth: '1983-03-22',
        effectiveDate: `${year}-08-01`,
      },
      // Account states the web acts on (docs/product §3 User, docs/decisions/0020).
      {
        ...person,
        id: 100010,
        employerId: 5001,
        firstName: 'Mia',
        lastName: 'Gauthier',
        email: 'mia.gauthier@example.com',
        requireWebPasswordReset: true,
        street1: '14 Bank St',
        city: 'Ottawa',
        province: 'ON',
        postcode: 'K1P 5N2',
        telephone: '613-555-0162',
        dateOfBirth: '1991-10-05',
        effectiveDate: `${year - 1}-01-01`,
      },
      {
        ...person,
        id: 100011,
        employerId: 5001,
        firstName: 'William',
        lastName: 'Leblanc',
        email: 'william.leblanc@example.com',
        frozen: true,
        street1: '220 Yonge St',
        city: 'Toronto',
        province: 'ON',
        postcode: 'M5B 2H1',
        telephone: '416-555-0183',
        dateOfBirth: '1984-07-28',
        effectiveDate: `${year - 1}-01-01`,
      },
    ]);
    await tx.insert(balanceLedger).values([
      {
        employeeId: 100001,
        account: 'HSA',
        planYear: year - 1,
        amountCents: 200_000,
        kind: 'FUNDING',
        reference: 'Plan year deposit',
      },
      {
        employeeId: 100001,
        account: 'HSA',
        planYear: year - 1,
        amountCents: -145_000,
        kind: 'CLAIM',
        reference: 'Claims paid',
      },
      {
        employeeId: 100001,
        account: 'HSA',
        planYear: year,
        amountCents: 250_000,
        kind: 'FUNDING',
        reference: 'Plan year deposit',
      },
      {
        employeeId: 100002,
        account: 'HSA',
        planYear: year,
        amountCents: 150_000,
        kind: 'FUNDING',
        reference: 'Plan year deposit',
      },
      {
        employeeId: 100002,
        account: 'WSA',
        planYear: year,
        amountCents: 50_000,
        kind: 'FUNDING',
        reference: 'Plan year deposit',
      },
      {
        employeeId: 100004,
        account: 'HSA',
        planYear: year,
        amountCents: 100_000,
        kind: 'FUNDING',
        reference: 'Plan year deposit',
      },
    ]);
    await tx.insert(employerLedger).values([
      { employerId: 5002, amountCents: 1_200_000, kind: 'DEPOSIT', reference: 'Pre-authorised debit' },
      { employerId: 5002, amountCents: -185_000, kind: 'CLAIMS', reference: 'Claims funded' },
    ]);
    await tx.insert(partners).values([
      {
        id: 200002,
        managerId: 200002,
        agentName: 'Sophie Bouchard',
        company: 'Bouchard Benefits Group',
        email: 'sophie.bouchard@example.com',
        province: 'ON',
        passwordHash,
      },
      {
        id: 200001,
        managerId: 200002,
        agentName: 'Ethan Wilson',
        company: 'Wilson Financial Services',
        email: 'ethan.wilson@example.com',
        province: 'BC',
        passwordHash,
      },
      // A second team, so partner data can be proven to stay within its agent and manager.
      {
        id: 200004,
        managerId: 200004,
        agentName: 'Marie Côté',
        company: 'Côté Conseil Avantages',
        email: 'marie.cote@example.com',
        province: 'QC',
        passwordHash,
      },
      {
        id: 200003,
        managerId: 200004,
        agentName: 'Daniel Fraser',
        company: 'Fraser Benefit Advisors',
        email: 'daniel.fraser@example.com',
        province: 'MB',
        passwordHash,
      },
      // Partner route flags (docs/product §6, docs/decisions/0020).
      {
        id: 200005,
        managerId: 200002,
        agentName: 'Grace Kim',
        company: 'Kim Insurance Advisors',
        email: 'grace.kim@example.com',
        province: 'ON',
        missingPartnerBanking: true,
        passwordHash,
      },
      {
        id: 200006,
        managerId: 200002,
        agentName: 'Daniel Fortin',
        company: 'Fortin Conseil',
        email: 'daniel.fortin@example.com',
        province: 'QC',
        requireWebPasswordReset: true,
        passwordHash,
      },
    ]);
    await tx.insert(commissions).values([
      { partnerId: 200001, employerId: 5001, amountCents: 48_750, accruedOn: `${year}-02-15` },
      { partnerId: 200001, employerId: 5002, amountCents: 31_200, accruedOn: `${year}-05-01` },
      {
        partnerId: 200001,
        employerId: 5003,
        amountCents: 22_000,
        accruedOn: `${year - 1}-10-01`,
        paidAt: new Date(Date.UTC(year - 1, 10, 15)),
      },
      { partnerId: 200002, employerId: 5002, amountCents: 12_500, accruedOn: `${year}-05-01` },
    ]);
    const [admin, auditor] = await tx
      .insert(staff)
      .values([
        { username: 'staff', name: 'Alex Morgan', email: 'alex.morgan@example.com', passwordHash },
        { username: 'auditor', name: 'Jordan Lee', email: 'jordan.lee@example.com', passwordHash },
      ])
      .returning({ id: staff.id });
    await tx.insert(staffPermissions).values([
      { staffId: admin!.id, permission: 'ALL_ACCESS' },
      { staffId: auditor!.id, permission: 'PERMIT_AUDIT' },
    ]);
    await tx.insert(ads).values(
      [
        {
          title: 'Book your dental cleaning',
          body: 'Cleanings and check-ups are eligible health expenses. Claim them online with a photo of your receipt.',
          audience: 'EMPLOYEE',
          sortOrder: 1,
        },
        {
          title: 'Claim for your family',
          body: 'Add your spouse and children as dependants and claim their prescriptions, glasses and therapy too.',
          audience: 'EMPLOYEE',
          sortOrder: 2,
        },
        {
          title: 'Renewal season is here',
          body: 'Review your upcoming renewals and reach out to clients before their plan year ends.',
          audience: 'PARTNER',
          sortOrder: 1,
        },
      ].map(withFrench),
    );
    await tx.insert(services).values([
      { id: 1, name: 'Prescription Drugs', nameFr: 'Médicaments sur ordonnance', account: 'HSA' },
      { id: 2, name: 'Dental', nameFr: 'Soins dentaires', account: 'HSA' },
      { id: 3, name: 'Vision Care', nameFr: 'Soins de la vue', account: 'HSA' },
      { id: 4, name: 'Physiotherapy', nameFr: 'Physiothérapie', account: 'HSA' },
      { id: 5, name: 'Chiropractic', nameFr: 'Chiropratique', account: 'HSA' },
      { id: 6, name: 'Massage Therapy (RMT)', nameFr: 'Massothérapie (MT)', account: 'HSA' },
      { id: 7, name: 'Psychology and Counselling', nameFr: 'Psychologie et counseling', account: 'HSA' },
      {
        id: 8,
        name: 'Medical Devices and Supplies',
        nameFr: 'Appareils et fournitures médicales',
        account: 'HSA',
      },
      { id: 9, name: 'Hearing Aids', nameFr: 'Prothèses auditives', account: 'HSA' },
      { id: 10, name: 'Orthotics', nameFr: 'Orthèses', account: 'HSA' },
      {
        id: 101,
        name: 'Fitness Membership and Classes',
        nameFr: 'Abonnement et cours de conditionnement',
        account: 'WSA',
      },
      { id: 102, name: 'Sports Equipment', nameFr: 'Équipement sportif', account: 'WSA' },
      { id: 103, name: 'Nutrition Counselling', nameFr: 'Conseils en nutrition', account: 'WSA' },
      {
        id: 104,
        name: 'Courses and Professional Development',
        nameFr: 'Cours et perfectionnement professionnel',
        account: 'WSA',
      },
      { id: 105, name: 'Mental Health Programs', nameFr: 'Programmes de santé mentale', account: 'WSA' },
      { id: 106, name: 'Family Recreation', nameFr: 'Loisirs familiaux', account: 'WSA' },
    ]);
    const classes = await tx
      .insert(classifications)
      .values([
        {
          employerId: 5001,
          name: 'All Employees',
          hsaAmountCents: 250_000,
          periodType: 1,
          effectiveDate: `${year - 3}-01-01`,
        },
        {
          employerId: 5002,
          name: 'Management',
          hsaAmountCents: 150_000,
          wsaAmountCents: 50_000,
          periodType: 2,
          effectiveDate: `${year - 2}-03-01`,
        },
        {
          employerId: 5002,
          name: 'Drivers',
          hsaAmountCents: 100_000,
          wsaAmountCents: 25_000,
          periodType: 1,
          effectiveDate: `${year - 2}-03-01`,
        },
        {
          employerId: 5003,
          name: 'Bakery Staff',
          hsaAmountCents: 100_000,
          periodType: 1,
          effectiveDate: `${year - 4}-06-01`,
        },
        {
          employerId: 5004,
          name: 'Crew',
          hsaAmountCents: 80_000,
          periodType: 1,
          effectiveDate: `${year}-07-01`,
        },
        {
          employerId: 5005,
          name: 'Orchard Team',
          hsaAmountCents: 90_000,
          periodType: 1,
          effectiveDate: `${year}-08-01`,
        },
      ])
      .returning({
        id: classifications.id,
        employerId: classifications.employerId,
        name: classifications.name,
      });
    const classOf = (employerId: number, name?: string) =>
      classes.find((c) => c.employerId === employerId && (!name || c.name === name))!.id;
    await tx.insert(employeeClassifications).values([
      { employeeId: 100001, classificationId: classOf(5001) },
      { employeeId: 100002, classificationId: classOf(5002, 'Management') },
      { employeeId: 100004, classificationId: classOf(5003) },
      { employeeId: 100005, classificationId: classOf(5001) },
      { employeeId: 100006, classificationId: classOf(5001) },
      { employeeId: 100007, classificationId: classOf(5001) },
      { employeeId: 100008, classificationId: classOf(5004) },
      { employeeId: 100009, classificationId: classOf(5005) },
      { employeeId: 100010, classificationId: classOf(5001) },
      { employeeId: 100011, classificationId: classOf(5001) },
    ]);
    await tx.insert(dependants).values([
      {
        employeeId: 100001,
        firstName: 'Marc',
        lastName: 'Tremblay',
        relation: 1001,
        birthDate: '1984-09-02',
        effectiveDate: `${year - 3}-01-01`,
      },
      {
        employeeId: 100001,
        firstName: 'Léa',
        lastName: 'Tremblay',
        relation: 1002,
        birthDate: `${year - 9}-03-14`,
        effectiveDate: `${year - 3}-01-01`,
      },
      {
        employeeId: 100002,
        firstName: 'Sarah',
        lastName: 'Gagnon',
        relation: 1001,
        birthDate: '1981-07-19',
        effectiveDate: `${year - 2}-03-01`,
      },
    ]);
    const bank = (employeeId: number, transit: string, institution: string, account: string) => ({
      employeeId,
      transitSealed: sealer.seal(transit),
      institutionSealed: sealer.seal(institution),
      accountSealed: sealer.seal(account),
      accountLast4: account.slice(-4),
      eftAgreement: true,
    });
    await tx
      .insert(bankingDetails)
      .values([
        bank(100001, '00012', '004', '5012345678'),
        bank(100002, '10029', '003', '1234567'),
        bank(100004, '30070', '002', '0098765432'),
        bank(100005, '00152', '001', '4455667788'),
        bank(100008, '40140', '815', '99887766'),
        bank(100009, '12340', '010', '55501234'),
        bank(100010, '00231', '004', '6677889900'),
        bank(100011, '00412', '003', '7788990011'),
      ]);
    await tx.insert(updateNotes).values([
      {
        version: '2.5.4',
        title: 'Faster claims on your phone',
        body: 'Take a photo of your receipt straight from the claim form, and see your review before you submit.',
        publishedOn: `${year}-10-15`,
      },
      {
        version: '2.5.0',
        title: 'French throughout',
        body: 'Every screen is now available in French. Switch languages from the top bar at any time.',
        publishedOn: `${year}-06-02`,
      },
      {
        version: '2.4.0',
        title: 'Notifications',
        body: 'Get notified when a claim is paid or a receipt is needed, and jump straight to it.',
        publishedOn: `${year - 1}-11-20`,
      },
    ]);
    const ago = (hours: number) => new Date(today.getTime() - hours * 3_600_000);
    const note = (
      subjectId: string,
      title: string,
      body: string,
      webOnPress: string | null,
      hours: number,
    ) => ({
      kind: subjectId.startsWith('2') ? 'partner' : 'employee',
      subjectId,
      title,
      body,
      titleFr: frenchOf(title),
      bodyFr: frenchOf(body),
      webOnPress,
      createdAt: ago(hours),
    });
    await tx
      .insert(notifications)
      .values([
        note(
          '100001',
          'New plan year',
          'Your employer has funded your health spending account for the new plan year.',
          '/balance-report',
          30,
        ),
        note(
          '100001',
          'Check your banking details',
          'Make sure your direct deposit details are current so your reimbursements arrive on time.',
          '/banking-details',
          24 * 9,
        ),
        note(
          '100001',
          'Add your dependants',
          'Your spouse and children can be claimed for too. Add them under Personal Details.',
          '/employee',
          24 * 40,
        ),
        note(
          '100001',
          'Claim form available',
          'Prefer paper? Print a claim form from the menu and mail it with your receipts.',
          '/claim-form-print',
          24 * 200,
        ),
        note(
          '100001',
          'Welcome aboard',
          'Your health spending account is ready. Make your first claim online in minutes.',
          null,
          24 * 800,
        ),
        note(
          '100002',
          'Funding received',
          'Your company deposit was received and your group account is funded.',
          '/company-funding',
          5,
        ),
        note(
          '200001',
          'Commission accrued',
          'A commission was accrued for Prairie Sky Logistics Ltd.',
          '/partner/commissions',
          48,
        ),
        note(
          '200001',
          'Renewal coming up',
          'Northern Lights Consulting Inc. renews next month.',
          '/partner/upcoming-renewals',
          24 * 6,
        ),
      ]);
    await tx
      .insert(blockList)
      .values([{ path: '/legacy-portal/claims', note: 'Retired claim screen of the old portal' }]);
    await seedClaims(tx, today);
    await seedEmployer(tx, sealer, today);
    await seedClassifications(tx);
  });
}

/** Seeds only an empty database; answers whether it seeded. */
export async function seedIfEmpty(db: Db, sealer: Sealer, today?: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employers);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, sealer, today);
  return true;
}
