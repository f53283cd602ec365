/*
 * An export's file name in the reader's language (decision 0021), as the rest of the export is: the
 * English is the domain's `reportFileName` (`hsa-balances-2026-01-01-to-2026-03-31.csv`), the French
 * is built alike from the report's French name (`soldes-css-2026-01-01-au-2026-03-31.csv`). A file
 * name is plain ASCII: accents stripped, no spaces, so every browser, mail program and file system
 * keeps it as written.
 */
import {
  reportFileName,
  type ExportFormat,
  type ReportDefinition,
  type ReportId,
  type ReportLanguage,
  type ReportPeriod,
} from '@benefits/domain';

/** Each report's file name in French, before its period (`<name>-<from>-au-<to>.<format>`). */
export const FRENCH_FILE_NAMES: { readonly [K in ReportId]: string } = {
  claimActivity: 'activité-des-réclamations',
  balanceHistory: 'historique-des-soldes',
  benefitAccounts: 'sommaire-des-garanties-comptes',
  benefitServices: 'sommaire-des-garanties-services',
  salesReport: 'rapport-des-ventes',
  transferBatches: 'détails-des-virements',
  employees: 'réclamations-par-employé',
  wellnessEmployee: 'réclamations-mieux-être-par-employé',
  divisions: 'réclamations-par-division',
  wellnessDivision: 'réclamations-mieux-être-par-division',
  employeeBalance: 'soldes-css',
  wellnessEmployeeBalance: 'soldes-mieux-être',
  accountBalance: 'relevé-du-compte',
  travelStatement: 'primes-assurance-voyage',
  eeiStatement: 'primes-assurance-revenu',
  catStatement: 'primes-assurance-médicaments-catastrophiques',
  travelActivity: 'changements-couverture-voyage',
  eeiActivity: 'changements-couverture-revenu',
  catActivity: 'changements-couverture-médicaments-catastrophiques',
  insuranceCoverage: 'couverture-assurance',
  serviceSummary: 'réclamations-par-service',
  claimSummary: 'réclamations-payées',
  fees: 'frais-et-taxes',
  rff: 'demande-de-financement',
  clientList: 'liste-des-clients',
  hsaSales: 'ventes-css',
  upcomingRenewals: 'renouvellements-à-venir',
  agentList: 'liste-des-agents',
  commissionStatements: 'relevés-de-commissions',
};

/** A file name in plain ASCII: accents stripped, anything but letters, digits, '.' and '-' a '-'. */
export const asciiFileName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-');

/**
 * An export's file name in `language`: `<name>-<from>-to-<to>.<format>` ('-au-' in French),
 * `<name>-<last day>.<format>` for a report as of its period's last day, `<name>.<format>` without a
 * period.
 */
export function exportFileName(
  definition: ReportDefinition,
  range: ReportPeriod | null,
  format: ExportFormat,
  language: ReportLanguage,
): string {
  if (language === 'en') return asciiFileName(reportFileName(definition, range, format));
  const period = !range
    ? ''
    : definition.asOfEnd
      ? `-${range.enddate}`
      : `-${range.startdate}-au-${range.enddate}`;
  const name = FRENCH_FILE_NAMES[definition.id as ReportId] ?? definition.fileName;
  return asciiFileName(`${name}${period}.${format}`);
}
