// Adding employees and non-plan admins (docs/product §2 /add-employee and /add-employee/success, §3
// "Other employer data" (non-plan admin), §7 "Employer": add-employees, add-non-plan-admin; decision
// 0025). Every entry is for an administrator of the caller's own company when its contract type is
// 3, 8 or 13 (GROUP_COMPANY_ADMIN): the company is the caller's, never one named in the payload.
// The requests take text as typed; the server checks it with the domain's row rules
// (checkEnrolmentRow), which need the company's classifications and plan, and answers a message per
// field. Only endpoints are exported (the contract collects every export as an endpoint).
import { ENROLMENT_FIELDS, ENROLMENT_MESSAGES as M, type EnrolmentField } from '@benefits/domain';
import { z } from 'zod';
import { GROUP_COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';
import { UPLOADS_PER_MINUTE } from '../uploads';

/** A typed value: text (or a number, for the form's IDs); blank when left out. */
const typed = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? v : v.slice(0, 200)));
const flag = (message: string) =>
  z
    .union([z.boolean(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === null || v === undefined ? false : v));

const addedSchema = z.object({
  /** The new sign-in ID. */
  ID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  groupAdmin: z.boolean(),
  nonMemberAdmin: z.boolean(),
});
const addedAnswer = z.object({ added: z.array(addedSchema), message: z.string() });

export const addEmployee = endpoint({
  path: '/employer/add-employees',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: {
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@example.com',
    dateOfBirth: '1991-05-14',
    province: 'AB',
    effectiveDate: '2026-01-01',
    classification: 'Drivers',
    division: '',
    groupAdmin: false,
    language: 'en',
  },
  summary:
    "Adds one employee to the caller's company: a new sign-in ID, the classification's limit for the current plan year, and a welcome mail with a link to choose a password.",
  request: z.object({
    firstName: typed(M.firstNameRequired),
    lastName: typed(M.lastNameRequired),
    email: typed(M.emailRequired),
    dateOfBirth: typed(M.birthDateRequired),
    province: typed(M.provinceRequired),
    effectiveDate: typed(M.effectiveDateRequired),
    /** The classification's ID (the form) or name. */
    classification: typed(M.classificationRequired),
    /** The division's ID or name; blank for none. */
    division: typed(M.unknownDivision),
    groupAdmin: flag(M.invalidGroupAdmin),
    /** 'en' or 'fr': the welcome mail's language; blank for the caller's. */
    language: typed(M.invalidLanguage),
  }),
  response: addedAnswer,
});

/** A CSV file as text (the web reads the chosen file and sends its text). */
const csvFile = z.object({
  fileName: z.string({ error: M.fileRequired }).max(255, { error: M.fileRequired }).default('employees.csv'),
  content: z.string({ error: M.fileRequired }).min(1, { error: M.fileRequired }),
});

const fieldEnum = z.enum(ENROLMENT_FIELDS as unknown as [EnrolmentField, ...EnrolmentField[]]);
const previewRow = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  values: z.record(fieldEnum, z.string()),
  errors: z.array(z.object({ field: fieldEnum, message: z.string() })),
});
const csvExample = {
  fileName: 'employees.csv',
  content:
    'first_name,last_name,email,date_of_birth,province,effective_date,classification\r\nMaya,Chen,maya.chen@example.com,1991-05-14,AB,2026-01-01,Drivers\r\n',
};
/** About 2 MiB: 1,000 rows of generous width. */
const CSV_MAX_BODY = 2 * 1024 * 1024;

export const addEmployeesCsvPreview = endpoint({
  path: '/employer/add-employees/csv/preview',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  maxBodyBytes: CSV_MAX_BODY,
  perMinute: UPLOADS_PER_MINUTE,
  example: csvExample,
  summary:
    'Checks every row of a CSV file with the form’s rules (and e-mail addresses repeated in the file or already in the company) and answers each row with its messages. Saves nothing.',
  request: csvFile,
  response: z.object({
    rows: z.array(previewRow),
    /** Rows with at least one message. */
    badRows: z.number().int(),
  }),
});

export const addEmployeesCsvSave = endpoint({
  path: '/employer/add-employees/csv/save',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  maxBodyBytes: CSV_MAX_BODY,
  perMinute: UPLOADS_PER_MINUTE,
  example: csvExample,
  summary:
    'Checks the CSV file again and, when every row is good, adds all its employees in one transaction (each with an ID, a limit and a welcome mail); with any bad row, adds nobody.',
  request: csvFile,
  response: addedAnswer,
});

export const addNonPlanAdmin = endpoint({
  path: '/employer/add-non-plan-admin',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { firstName: 'Noah', lastName: 'Roy', email: 'noah.roy@example.com', language: 'fr' },
  summary:
    "Adds a non-plan administrator to the caller's company (bcId, firstName, lastName, email): a sign-in ID for the company menu, no plan and no claims, and a welcome mail.",
  request: z.object({
    firstName: typed(M.firstNameRequired),
    lastName: typed(M.lastNameRequired),
    email: typed(M.emailRequired),
    language: typed(M.invalidLanguage),
  }),
  response: addedAnswer,
});
