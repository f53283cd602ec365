import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { EmployeeUser } from '@benefits/contract';
import { employeeBalancesShown, employeeMenu, type EmployeeMenuCompany } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../../lib/config';
import { formatMoney } from '../../lib/format';
import { Footer } from '../../lib/ui/Footer';
import { HeaderControls } from '../../lib/ui/HeaderControls';
import { EmployeeMenu } from './EmployeeMenu';

/** The left drawer's account lines: user ID, employer and the balances the user has (docs/product §2). */
function AccountSummary({ user }: { user: EmployeeUser }) {
  const { t, i18n } = useTranslation();
  const shown = employeeBalancesShown({ ...user, LIMIT_TYPE: user.LIMIT_TYPE ?? '' });
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const rows: { label: string; value: string | number; testId: string }[] = [
    { label: t('employeeShell.userId'), value: user.ID, testId: 'drawer-user-id' },
    { label: t('employeeShell.employer'), value: user.EMPLOYER_NAME, testId: 'drawer-employer' },
  ];
  if (shown.hsa)
    rows.push({ label: t('employeeShell.hsaBalance'), value: money(user.BALANCE), testId: 'drawer-hsa' });
  if (shown.wsa)
    rows.push({
      label: t('employeeShell.wsaBalance'),
      value: money(user.WELLNESS_BALANCE),
      testId: 'drawer-wsa',
    });
  if (shown.group)
    rows.push({
      label: t('employeeShell.groupBalance'),
      value: money(user.GROUP_BALANCE),
      testId: 'drawer-group',
    });
  return (
    <Box
      component="dl"
      data-testid="account-summary"
      sx={{
        m: 0,
        px: 2,
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        fontSize: '0.875rem',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((row) => (
        <Box key={row.testId} sx={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Everything the employee drawer holds, top to bottom: the provider's name, the account summary,
 * the menu (with the company menu for admins, by the company's own flags once loaded: `company`,
 * app/shells/companyFlags.ts), the language and theme switches, and the version and copyright footer.
 */
export function EmployeeDrawerContent({
  user,
  company = {},
  companySettled = true,
  onNavigate,
}: {
  user: EmployeeUser;
  company?: EmployeeMenuCompany;
  /** False while the company menu may still redraw with the company's own flags. */
  companySettled?: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Toolbar sx={{ pl: 2, pr: 7 }}>
        <Typography component="div" variant="h6" noWrap title={getAppConfig().providerName}>
          {getAppConfig().providerName}
        </Typography>
      </Toolbar>
      <Divider />
      <AccountSummary user={user} />
      <Divider />
      <Box
        component="nav"
        aria-label={t('employeeShell.mainMenu')}
        id="employee-nav"
        data-company-menu={companySettled ? 'settled' : 'loading'}
      >
        <EmployeeMenu items={employeeMenu(user, company)} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ px: 1, py: 1, display: 'flex', justifyContent: 'flex-start' }}>
        <HeaderControls />
      </Box>
      <Footer />
    </Box>
  );
}
