import type { ModuleHandlers } from '../../platform/http';
import {
  addClassChange,
  addOneTimeChange,
  cancelTermination,
  changeDivision,
  changeName,
  listDirectory,
  removeClassChange,
  removeOneTimeChange,
  terminate,
  toggleAdmin,
} from './service';

/**
 * HTTP glue only: every handler acts for the caller's own company, resolved by the platform from the
 * COMPANY_ADMIN scope (never a company named in the payload).
 */
export const directoryHandlers: ModuleHandlers<
  | 'employeeDirectory'
  | 'employeeTerminate'
  | 'employeeCancelTerminate'
  | 'employerChangeEmployeeName'
  | 'employerChangeEmployeeDivision'
  | 'employerToggleBcStatus'
  | 'employerClassChangeAdd'
  | 'employerClassChangeRemove'
  | 'employerOtcChangeAdd'
  | 'employerOtcChangeRemove'
> = {
  employeeDirectory: ({ input, company, services }) => listDirectory(services, company, input),
  employeeTerminate: ({ input, employee, company, services }) =>
    terminate(services, employee, company, input),
  employeeCancelTerminate: ({ input, employee, company, services }) =>
    cancelTermination(services, employee, company, input),
  employerChangeEmployeeName: ({ input, employee, company, services }) =>
    changeName(services, employee, company, input),
  employerChangeEmployeeDivision: ({ input, employee, company, services }) =>
    changeDivision(services, employee, company, input),
  employerToggleBcStatus: ({ input, employee, company, services }) =>
    toggleAdmin(services, employee, company, input),
  employerClassChangeAdd: ({ input, employee, company, services }) =>
    addClassChange(services, employee, company, input),
  employerClassChangeRemove: ({ input, employee, company, services }) =>
    removeClassChange(services, employee, company, input),
  employerOtcChangeAdd: ({ input, employee, company, services }) =>
    addOneTimeChange(services, employee, company, input),
  employerOtcChangeRemove: ({ input, employee, company, services }) =>
    removeOneTimeChange(services, employee, company, input),
};
