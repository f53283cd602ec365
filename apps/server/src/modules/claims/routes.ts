import type { ModuleHandlers } from '../../platform/http';
import { printForm } from './print-form';
import { balanceReport, claimDetails, claimReport, summaryOfBenefits } from './reports';
import {
  addItem,
  cancelClaim,
  claimFormDetails,
  openClaim,
  pendingClaims,
  readClaimFile,
  removeItem,
  removeReceipt,
  saveClaim,
  submitClaim,
  uploadAuditFile,
  uploadReceipt,
} from './service';

/** Every claim endpoint is employee-scoped: the scope's employee says whose claims are touched. */
export const claimHandlers: ModuleHandlers<
  | 'claimsPending'
  | 'claimOpen'
  | 'claimsDetails'
  | 'claimItemAdd'
  | 'claimItemRemove'
  | 'claimSave'
  | 'claimSubmit'
  | 'claimUpload'
  | 'claimReceipt'
  | 'claimReceiptRemove'
  | 'claimCancel'
  | 'auditUpload'
  | 'employeeClaimReport'
  | 'employeeBalanceReport'
  | 'employeeSummaryOfBenefits'
  | 'employeeClaimDetails'
  | 'employeePrintForm'
> = {
  claimsPending: ({ input, employee, services }) => pendingClaims(services, employee.id, input.employee),
  claimOpen: ({ input, employee, services }) => openClaim(services, employee.id, input),
  claimsDetails: ({ input, employee, services }) => claimFormDetails(services, employee.id, input),
  claimItemAdd: ({ input, employee, services }) => addItem(services, employee.id, input),
  claimItemRemove: ({ input, employee, services }) => removeItem(services, employee.id, input),
  claimSave: ({ input, employee, services }) => saveClaim(services, employee.id, input.claimId),
  claimSubmit: ({ input, employee, services, log, language }) =>
    submitClaim(services, employee.id, input.claimId, log, language),
  claimUpload: ({ input, employee, services }) => uploadReceipt(services, employee.id, input),
  claimReceipt: ({ input, employee, services }) => readClaimFile(services, employee.id, input.fileId),
  claimReceiptRemove: ({ input, employee, services, log }) =>
    removeReceipt(services, employee.id, input, log),
  claimCancel: ({ input, employee, services }) => cancelClaim(services, employee.id, input.claimId),
  auditUpload: ({ input, employee, services }) => uploadAuditFile(services, employee.id, input),
  employeeClaimReport: ({ input, employee, services }) => claimReport(services, employee.id, input),
  employeeBalanceReport: ({ input, employee, services }) => balanceReport(services, employee.id, input),
  employeeSummaryOfBenefits: ({ employee, services }) => summaryOfBenefits(services, employee.id),
  employeeClaimDetails: ({ input, employee, services, language }) =>
    claimDetails(services, employee.id, input.claimId, language),
  employeePrintForm: ({ input, employee, services, language }) =>
    printForm(services, employee.id, input.claimId, language),
};
