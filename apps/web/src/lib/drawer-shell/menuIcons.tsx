import AccountBalance from '@mui/icons-material/AccountBalance';
import AltRoute from '@mui/icons-material/AltRoute';
import Api from '@mui/icons-material/Api';
import Assessment from '@mui/icons-material/Assessment';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Email from '@mui/icons-material/Email';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FactCheck from '@mui/icons-material/FactCheck';
import Groups from '@mui/icons-material/Groups';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Logout from '@mui/icons-material/Logout';
import Paid from '@mui/icons-material/Paid';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Policy from '@mui/icons-material/Policy';
import Quiz from '@mui/icons-material/Quiz';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { ComponentType } from 'react';

/** Decorative icons of the partner and tools drawers, by menu key (the label carries the meaning). */
export const MENU_ICONS: Record<string, ComponentType> = {
  dashboard: Dashboard,
  personalInformation: Person,
  bankingInformation: AccountBalance,
  clientList: People,
  commissions: Paid,
  hsaSales: TrendingUp,
  upcomingRenewals: EventRepeat,
  agentList: Groups,
  documents: Description,
  privacyPolicy: Policy,
  faqs: Quiz,
  resourceLibrary: LibraryBooks,
  logout: Logout,
  accessAccount: SupervisorAccount,
  salesReport: Assessment,
  manageAds: Campaign,
  manageUpdates: SystemUpdateAlt,
  resendWelcome: Email,
  sendReceipt: Receipt,
  sendPartnerReceipt: ReceiptLong,
  auditClaim: FactCheck,
  auditPad: AccountBalance,
  recalcEmployeeLimit: Calculate,
  apiTester: Api,
  apiRoutes: AltRoute,
};
