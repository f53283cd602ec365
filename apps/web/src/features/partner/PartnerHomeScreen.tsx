import ArrowForward from '@mui/icons-material/ArrowForward';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Groups from '@mui/icons-material/Groups';
import NewReleases from '@mui/icons-material/NewReleases';
import Notifications from '@mui/icons-material/Notifications';
import Paid from '@mui/icons-material/Paid';
import People from '@mui/icons-material/People';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPartnerManager, partnerDisplayName, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { formatMoney } from '../../lib/format';
import { usePartnerSession } from '../../lib/session/store';
import { IntroTour, TakeTourButton } from '../../lib/tour/IntroTour';
import { useTour } from '../../lib/tour/useTour';
import { Facts } from '../../lib/ui/Facts';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { PartnerAds } from './PartnerAds';

interface QuickLink {
  key:
    | 'clientList'
    | 'commissions'
    | 'hsaSales'
    | 'upcomingRenewals'
    | 'agentList'
    | 'notifications'
    | 'updateNotes';
  path: string;
  Icon: typeof People;
}

const QUICK_LINKS: QuickLink[] = [
  { key: 'clientList', path: paths.partner.clientList.getHref(), Icon: People },
  { key: 'commissions', path: paths.partner.commissions.getHref(), Icon: Paid },
  { key: 'hsaSales', path: paths.partner.hsaSales.getHref(), Icon: TrendingUp },
  { key: 'upcomingRenewals', path: paths.partner.upcomingRenewals.getHref(), Icon: EventRepeat },
  { key: 'agentList', path: paths.partner.agentList.getHref(), Icon: Groups },
  // Not in the drawer of docs/product §2, so reached from here (decision 0040).
  { key: 'notifications', path: paths.partner.notifications.getHref(), Icon: Notifications },
  { key: 'updateNotes', path: paths.partner.updateNotes.getHref(), Icon: NewReleases },
];

/**
 * '/partner': the partner's ID and accrued unpaid commission (from the sign-in answer), quick links to
 * the lists they use most (Agent List for managers only), and the intro tour for agents.
 */
export function PartnerHomeScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('partner.title'));
  const user = usePartnerSession((s) => s.session?.user);
  const tour = useTour('AGENT', user?.ID);
  if (!user) return null;
  const manager = isPartnerManager(user);
  const links = QUICK_LINKS.filter((link) => link.key !== 'agentList' || manager);

  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1" id="page-title" tabIndex={-1}>
          {t('partner.title')}
        </Typography>
        <TakeTourButton tour={tour} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('partner.id'), value: user.ID, testId: 'partner-id' },
            { label: t('partner.name'), value: partnerDisplayName(user), testId: 'partner-name' },
            { label: t('partner.role'), value: t(manager ? 'partner.manager' : 'partner.agent') },
            {
              label: t('partner.unpaidCommission'),
              value: formatMoney(user.UNPAID_COMMISSION, i18n.language),
              testId: 'unpaid-commission',
            },
          ]}
        />
      </Paper>
      <Box component="section" aria-labelledby="quick-links-title">
        <Typography variant="h2" id="quick-links-title" gutterBottom>
          {t('partner.quickLinks')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          }}
        >
          {links.map(({ key, path, Icon }) => (
            <li key={key}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLinkBase} to={path} sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
                      <Icon color="primary" aria-hidden />
                      <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
                        {key === 'notifications' || key === 'updateNotes'
                          ? t(`partnerShell.pages.${key}`)
                          : t(`partnerShell.menu.${key}`)}
                      </Typography>
                      <ArrowForward fontSize="small" aria-hidden />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {t(`partner.linkText.${key}`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
      <PartnerAds />
      <IntroTour tour={tour} />
    </Stack>
  );
}
