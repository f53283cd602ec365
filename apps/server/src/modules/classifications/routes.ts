import type { ModuleHandlers } from '../../platform/http';
import {
  addClassification,
  addDivision,
  deleteClassification,
  deletePendingLimit,
  editClassification,
  listClassifications,
  listDivisions,
  removeDivision,
} from './service';

/** HTTP glue only: every handler acts for the company of its scope (company admin), resolved by the platform. */
export const classificationHandlers: ModuleHandlers<
  | 'employerDivisions'
  | 'employerDivisionAdd'
  | 'employerDivisionRemove'
  | 'employerClassifications'
  | 'employerClassificationAdd'
  | 'employerClassificationEdit'
  | 'employerClassificationDelete'
  | 'employerClassificationDeletePending'
> = {
  employerDivisions: ({ company, services }) => listDivisions(services, company),
  employerDivisionAdd: ({ input, employee, company, services }) =>
    addDivision(services, employee, company, input),
  employerDivisionRemove: ({ input, employee, company, services }) =>
    removeDivision(services, employee, company, input),
  employerClassifications: ({ company, services }) => listClassifications(services, company),
  employerClassificationAdd: ({ input, employee, company, services }) =>
    addClassification(services, employee, company, input),
  employerClassificationEdit: ({ input, employee, company, services }) =>
    editClassification(services, employee, company, input),
  employerClassificationDelete: ({ input, employee, company, services }) =>
    deleteClassification(services, employee, company, input),
  employerClassificationDeletePending: ({ input, employee, company, services }) =>
    deletePendingLimit(services, employee, company, input),
};
