import type { Api, BinaryAnswer, ResponseOf } from '@benefits/contract';
import {
  limitPeriodLabel,
  limitPeriodName,
  planName,
  planYearOn,
  type PlanYearEndType,
} from '@benefits/domain';
import { field, renderPdf } from '../../../platform/pdf';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { assertPlanMember, requireAccount, yn } from './account';
import { loadClassification } from '../queries';
import { formatCad } from '../../../platform/money';

type PlanAnswer = ResponseOf<Api['employeePlan']>;

/** /employee/plan: the plan, the employee's classification and limits, and the current plan year. */
export async function planDetails(s: Services, me: EmployeeContext): Promise<PlanAnswer> {
  const id = me.id;
  const { e, r } = await requireAccount(s, id);
  assertPlanMember(e);
  const c = await loadClassification(s.db, id);
  const year = planYearOn(
    {
      type: r.planYearEndType as PlanYearEndType,
      fiscalYearEnd: r.fiscalYearEnd,
      effectiveDate: e.effectiveDate,
    },
    s.now(),
  );
  return {
    planCode: r.planCode,
    planName: planName(r.planCode),
    employerName: r.name,
    effectiveDate: e.effectiveDate,
    classification: c
      ? {
          classificationId: c.id,
          classificationName: c.name,
          amount: c.hsaAmountCents,
          wellnessAmount: c.wsaAmountCents,
          periodType: c.periodType,
          periodTypeText: limitPeriodLabel(c.periodType) || limitPeriodName(c.periodType),
          effective_date: c.effectiveDate,
        }
      : null,
    wellness: yn(e.wellness),
    planYearStart: year.start,
    planYearEnd: year.end,
  };
}

/** /employee/plan/summary-pdf: the plan details on one page. */
export async function planSummaryPdf(s: Services, me: EmployeeContext): Promise<BinaryAnswer> {
  const plan = await planDetails(s, me);
  const { e } = await requireAccount(s, me.id);
  const title = 'Plan summary';
  const bytes = await renderPdf(title, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(`${title}: ${plan.planName}`);
    doc.font('Helvetica').fontSize(10).text(s.config.PROVIDER_NAME).moveDown();
    doc.fontSize(11);
    field(doc, 'Employee', `${e.firstName} ${e.lastName} (ID ${e.id})`);
    field(doc, 'Employer', plan.employerName);
    field(doc, 'Plan', `${plan.planName} (${plan.planCode})`);
    field(doc, 'Effective date', plan.effectiveDate);
    field(doc, 'Current plan year', `${plan.planYearStart} to ${plan.planYearEnd}`);
    doc.moveDown();
    if (plan.classification) {
      const c = plan.classification;
      field(doc, 'Classification', c.classificationName);
      field(doc, 'Health Spending Account limit', formatCad(c.amount));
      if (plan.wellness === 'Y') field(doc, 'Wellness Spending Account limit', formatCad(c.wellnessAmount));
      field(doc, 'At plan year end', c.periodTypeText);
    } else {
      doc.text('No classification is assigned yet. Please ask your plan administrator.');
    }
    doc.moveDown();
    doc
      .fontSize(9)
      .text(
        'Eligible expenses are those that qualify for the medical expense tax credit. Claims are paid up to ' +
          'the balance available in the plan year. This summary is for information; the plan documents govern.',
      );
  });
  return { bytes, mimeType: 'application/pdf', fileName: `plan-summary-${e.id}.pdf`, disposition: 'inline' };
}
