import type { Api, BinaryAnswer, ResponseOf } from '@benefits/contract';
import {
  asciiFileName,
  classificationSince,
  fillIn,
  formatDateIn,
  formatMoneyIn,
  limitPeriodLabelIn,
  limitPeriodName,
  planNameIn,
  planYearOn,
  type Language,
  type PlanYearEndType,
} from '@benefits/domain';
import { field, FONT, renderPdf } from '../../../platform/pdf';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { assertPlanMember, requireAccount, yn } from './account';
import type { Tx } from '../../../db/client';
import { loadClassification, loadClassificationAndMove } from '../queries';
import { ACCOUNT_TEXT } from '../text';

type PlanAnswer = ResponseOf<Api['employeePlan']>;

/**
 * /employee/plan: the plan, the employee's classification and limits, and the current plan year; the
 * plan's name and the period text in the request's language.
 */
export async function planDetails(
  s: Services,
  me: EmployeeContext,
  language: Language = 'en',
): Promise<PlanAnswer> {
  const id = me.id;
  const { e, r } = await requireAccount(s, id);
  assertPlanMember(e);
  const found = await loadClassificationAndMove(s.db, id);
  const c = found?.c;
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
    planName: planNameIn(r.planCode, language),
    employerName: r.name,
    effectiveDate: e.effectiveDate,
    classification: c
      ? {
          classificationId: c.id,
          classificationName: c.name,
          amount: c.hsaAmountCents,
          wellnessAmount: c.wsaAmountCents,
          periodType: c.periodType,
          periodTypeText: limitPeriodLabelIn(c.periodType, language) || limitPeriodName(c.periodType),
          // Since when the employee has these limits, not the classification's own first day.
          effective_date: classificationSince({
            classificationEffective: c.effectiveDate,
            employeeEffective: e.effectiveDate,
            movedIn: found?.movedIn ?? null,
          }),
        }
      : null,
    wellness: yn(e.wellness),
    planYearStart: year.start,
    planYearEnd: year.end,
  };
}

/** /employee/plan/summary-pdf: the plan details on one page, in the request's language. */
export async function planSummaryPdf(
  s: Services,
  me: EmployeeContext,
  language: Language = 'en',
): Promise<BinaryAnswer> {
  const t = ACCOUNT_TEXT[language].planSummary;
  const plan = await planDetails(s, me, language);
  const { e } = await requireAccount(s, me.id);
  const money = (cents: number) => formatMoneyIn(cents, language);
  const date = (iso: string) => formatDateIn(iso, language);
  const bytes = await renderPdf(t.title, (doc) => {
    doc
      .font(FONT.bold)
      .fontSize(16)
      .text(fillIn(t.heading, { plan: plan.planName }));
    doc.font(FONT.regular).fontSize(10).text(s.config.PROVIDER_NAME).moveDown();
    doc.fontSize(11);
    field(
      doc,
      t.employee,
      fillIn(t.employeeValue, { name: `${e.firstName} ${e.lastName}`, id: e.id }),
      language,
    );
    field(doc, t.employer, plan.employerName, language);
    field(doc, t.plan, `${plan.planName} (${plan.planCode})`, language);
    field(doc, t.effectiveDate, date(plan.effectiveDate), language);
    field(
      doc,
      t.planYear,
      fillIn(t.planYearDates, { start: date(plan.planYearStart), end: date(plan.planYearEnd) }),
      language,
    );
    doc.moveDown();
    if (plan.classification) {
      const c = plan.classification;
      field(doc, t.classification, c.classificationName, language);
      field(doc, t.hsaLimit, money(c.amount), language);
      if (plan.wellness === 'Y') field(doc, t.wsaLimit, money(c.wellnessAmount), language);
      field(doc, t.yearEnd, c.periodTypeText, language);
    } else {
      doc.text(t.noClassification);
    }
    doc.moveDown();
    doc.fontSize(9).text(t.note);
  });
  return {
    bytes,
    mimeType: 'application/pdf',
    fileName: asciiFileName(fillIn(t.fileName, { id: e.id })),
    disposition: 'inline',
  };
}

/** The employee's classification, if any (for the claims module's Benefit Summary). */
export const classificationOf = (db: Tx, employeeId: number) => loadClassification(db, employeeId);
