import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { partnerDisplayName, partnerMenu, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DrawerShell } from '../../lib/drawer-shell/DrawerShell';
import { formatMoney } from '../../lib/format';
import { SessionWarning } from '../../lib/session-warning/SessionWarning';
import { usePartnerSession } from '../../lib/session/store';
import { ActingBanner } from '../../lib/acting/ActingBanner';
import { ToolsButton } from '../../lib/tools-button/ToolsButton';
import { RouterButton } from '../../lib/ui/RouterLink';

/** The partner's ID and accrued unpaid commission at the top of the drawer (docs/product §1, §2). */
function PartnerSummary({ id, unpaidCents }: { id: number; unpaidCents: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ m: 0, '& dt': { color: 'text.secondary', typography: 'body2' }, '& dd': { m: 0 } }}
    >
      <dt>{t('partner.id')}</dt>
      <Typography component="dd" variant="subtitle1" data-testid="drawer-partner-id" sx={{ mb: 1 }}>
        {id}
      </Typography>
      <dt>{t('partner.unpaidCommission')}</dt>
      <Typography
        component="dd"
        variant="subtitle1"
        data-testid="drawer-unpaid-commission"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(unpaidCents, i18n.language)}
      </Typography>
    </Box>
  );
}

/**
 * The partner shell (docs/product §2 "Partner shell"): the top bar shows the agent's name (or the manager's
 * when there is no agent name) linking to /partner/personal; the drawer has the partner's ID and
 * unpaid commission, the menu of `partnerMenu` (Agent List for managers only), the theme switch,
 * Logout, the version and the copyright line. Also mounts the session warning and the floating
 * Tools button for staff acting as this partner.
 */
export function PartnerShell() {
  const { t } = useTranslation();
  const user = usePartnerSession((s) => s.session?.user);
  if (!user) return null; // the session guard outside has already sent the visitor away
  const name = partnerDisplayName(user);
  return (
    <DrawerShell
      navLabel={t('partnerShell.navLabel')}
      drawerHeader={<PartnerSummary id={user.ID} unpaidCents={user.UNPAID_COMMISSION} />}
      items={partnerMenu(user)}
      label={(key) => t(`partnerShell.menu.${key}` as 'partnerShell.menu.dashboard')}
      exactPaths={[paths.partner.home.path]}
      topBar={
        <RouterButton
          to={paths.partner.personal.getHref()}
          color="inherit"
          startIcon={<Person aria-hidden />}
          data-testid="partner-top-name"
          sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%' }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </RouterButton>
      }
      extras={
        <>
          <SessionWarning area="partner" />
          <ToolsButton />
        </>
      }
    >
      <ActingBanner area="partner" />
      <Outlet />
    </DrawerShell>
  );
}
