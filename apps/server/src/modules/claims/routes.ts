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
  saveClaim,
  submitClaim,
  uploadAuditFile,
  uploadReceipt,
} from './service';

/** Every claim endpoint is for an employee session; the session says whose claims are touched. */
const me = (session: { subjectId: string } | null) => Number(session!.subjectId);

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
  | 'claimCancel'
  | 'auditUpload'
  | 'employeeClaimReport'
  | 'employeeBalanceReport'
  | 'employeeSummaryOfBenefits'
  | 'employeeClaimDetails'
  | 'employeePrintForm'
> = {
  claimsPending: ({ input, session, services }) => pendingClaims(services, me(session), input.employee),
  claimOpen: ({ input, session, services }) => openClaim(services, me(session), input),
  claimsDetails: ({ input, session, services }) => claimFormDetails(services, me(session), input),
  claimItemAdd: ({ input, session, services }) => addItem(services, me(session), input),
  claimItemRemove: ({ input, session, services }) => removeItem(services, me(session), input),
  claimSave: ({ input, session, services }) => saveClaim(services, me(session), input.claimId),
  claimSubmit: ({ input, session, services }) => submitClaim(services, me(session), input.claimId),
  claimUpload: ({ input, session, services }) => uploadReceipt(services, me(session), input),
  claimReceipt: ({ input, session, services }) => readClaimFile(services, me(session), input.fileId),
  claimCancel: ({ input, session, services }) => cancelClaim(services, me(session), input.claimId),
  auditUpload: ({ input, session, services }) => uploadAuditFile(services, me(session), input),
  employeeClaimReport: ({ input, session, services }) => claimReport(services, me(session), input),
  employeeBalanceReport: ({ input, session, services }) => balanceReport(services, me(session), input),
  employeeSummaryOfBenefits: ({ session, services }) => summaryOfBenefits(services, me(session)),
  employeeClaimDetails: ({ input, session, services }) => claimDetails(services, me(session), input.claimId),
  employeePrintForm: ({ input, session, services }) => printForm(services, me(session), input.claimId),
};
