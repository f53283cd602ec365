import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { usePartnerSession } from '../../lib/session/store';
import { Facts } from '../../lib/ui/Facts';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/** '/partner': partner ID, name and unpaid commission from the sign-in answer. */
export function PartnerHomeScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('partner.title'));
  const user = usePartnerSession((s) => s.session?.user);
  if (!user) return null;
  // The top bar shows the agent's name, or the manager's name when there is no agent name (SPEC §2).
  const name = user.AGENT_NAME || user.MANAGER_NAME;
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1">{t('partner.title')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('partner.id'), value: user.ID, testId: 'partner-id' },
            { label: t('partner.name'), value: name, testId: 'partner-name' },
            {
              label: t('partner.unpaidCommission'),
              value: formatMoney(user.UNPAID_COMMISSION, i18n.language),
              testId: 'unpaid-commission',
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
