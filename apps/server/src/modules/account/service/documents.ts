import { API_MESSAGES, type Api, type ResponseOf } from '@benefits/contract';
import { isYes, paperClaimFormOpen } from '@benefits/domain';
import { unauthenticated } from '../../../platform/errors';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { ownedFile } from '../../../platform/uploads';
import { loadEmployeeUser } from '../../employee/service';
import { latestAcceptance, loadBanking } from '../queries';

type Documents = ResponseOf<Api['employeeDocuments']>['documents'];

/**
 * /employee/documents: what the employee can open, each with the API path that answers it — the
 * signed agreement (once accepted online), the plan summary (plan members), the claim form (when
 * Print Claim Form is in their menu and the account may still print it) and their banking document.
 */
export async function listDocuments(s: Services, me: EmployeeContext): Promise<{ documents: Documents }> {
  const id = me.id;
  const user = await loadEmployeeUser(s.db, id, s.now());
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  const [signed, banking] = await Promise.all([latestAcceptance(s.db, id), loadBanking(s.db, id)]);
  const documents: Documents = [];
  if (signed) {
    documents.push({
      key: 'agreement',
      title: 'HSA employer agreement (signed)',
      path: '/employee/agreement/pdf',
      mimeType: 'application/pdf',
      date: signed.acceptedAt.toISOString(),
    });
  }
  const member = !isYes(user.NON_MEMBER_ADMIN_ONLY);
  if (member) {
    documents.push({
      key: 'plan-summary',
      title: 'Plan summary',
      path: '/employee/plan/summary-pdf',
      mimeType: 'application/pdf',
      date: null,
    });
  }
  if (paperClaimFormOpen(user)) {
    documents.push({
      key: 'claim-form',
      title: 'Claim form',
      path: '/employee/get-print-form',
      mimeType: 'application/pdf',
      date: null,
    });
  }
  const file =
    member && banking?.documentFileId != null
      ? await ownedFile(s.db, { kind: 'employee', id: String(id) }, banking.documentFileId)
      : undefined;
  if (file) {
    documents.push({
      key: 'banking-document',
      title: 'Void cheque or bank letter',
      path: '/employee/banking-document',
      mimeType: file.mimeType,
      date: file.createdAt.toISOString(),
    });
  }
  return { documents };
}
