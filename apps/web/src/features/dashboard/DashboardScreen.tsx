import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ad, EmployeeUser } from '@benefits/contract';
import { employeeBalancesShown, employeeMenu, type MenuItem, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { formatDate, formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useEmployeeSession } from '../../lib/session/store';
import { useStoredText } from '../../lib/i18n/storedText';
import { Facts } from '../../lib/ui/Facts';
import { RouterButton } from '../../lib/ui/RouterLink';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { DeferredIntroTour } from '../../lib/tour/DeferredIntroTour';
import { TakeTourButton } from '../../lib/tour/TakeTourButton';
import { RecentClaims } from './RecentClaims';
import { employeeTourAudience } from '../../lib/tour/steps';
import { useTour } from '../../lib/tour/useTour';

const page = { maxWidth: 880, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 } as const;

/** The quick links the dashboard offers, when the user's menu shows them (enabled). */
const QUICK_LINKS = ['makeClaim', 'claimActivity'] as const;
type QuickLink = (typeof QUICK_LINKS)[number];

function quickLinks(menu: MenuItem[]): MenuItem[] {
  const flat = menu.flatMap((item) => [item, ...(item.children ?? [])]);
  return QUICK_LINKS.flatMap((key) => flat.filter((item) => item.key === key && !item.disabled && item.path));
}

export function Balances({ user }: { user: EmployeeUser }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const shown = employeeBalancesShown({ ...user, LIMIT_TYPE: user.LIMIT_TYPE ?? '' });
  const items: { label: string; value: string; testId: string }[] = [];
  if (shown.hsa)
    items.push({ label: t('dashboard.hsaBalance'), value: money(user.BALANCE), testId: 'hsa-balance' });
  if (shown.wsa)
    items.push({
      label: t('dashboard.wsaBalance'),
      value: money(user.WELLNESS_BALANCE),
      testId: 'wsa-balance',
    });
  if (shown.group)
    items.push({
      label: t('dashboard.groupBalance'),
      value: money(user.GROUP_BALANCE),
      testId: 'group-balance',
    });
  if ((user.SPENDABLE_PREVIOUS_BALANCE ?? 0) > 0)
    items.push({
      label: t('dashboard.previousYearBalance'),
      value: money(user.SPENDABLE_PREVIOUS_BALANCE),
      testId: 'previous-year-balance',
    });
  // A non-member admin has no balance of their own (nor the group's unless a group admin): no card
  // that would hold only a date under "Balances".
  if (items.length === 0) return null;
  if (user.PLAN_YEAR_END)
    items.push({
      label: t('dashboard.planYearEnds'),
      value: formatDate(user.PLAN_YEAR_END, i18n.language, 'long'),
      testId: 'plan-year-end',
    });
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="balances-title"
    >
      <Typography variant="h2" id="balances-title" gutterBottom>
        {t('dashboard.balances')}
      </Typography>
      <Facts items={items} />
    </Paper>
  );
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function AdCard({ ad: stored }: { ad: Ad }) {
  const { t } = useTranslation();
  // The ad in the language on screen: its French when it has one (decision 0021).
  const shown = useStoredText();
  const title = shown(stored.title, stored.titleFr);
  const body = shown(stored.body, stored.bodyFr);
  const ad = { ...stored, title: title.text, body: body.text };
  const titleId = `ad-${ad.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {ad.imageUrl ? <CardMedia component="img" image={ad.imageUrl} alt="" sx={{ maxHeight: 160 }} /> : null}
      <CardContent>
        <Typography variant="h6" component="h3" id={titleId} lang={title.lang} gutterBottom>
          {ad.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" lang={body.lang}>
          {ad.body}
        </Typography>
      </CardContent>
      {ad.linkUrl ? (
        <CardActions>
          {isExternal(ad.linkUrl) ? (
            <Button
              size="small"
              href={ad.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
              aria-label={`${t('dashboard.learnMoreAbout', { title: ad.title })} ${t('employeeShell.opensInNewTab')}`}
            >
              {t('dashboard.learnMore')}
            </Button>
          ) : (
            <RouterButton
              size="small"
              to={ad.linkUrl}
              aria-label={t('dashboard.learnMoreAbout', { title: ad.title })}
            >
              {t('dashboard.learnMore')}
            </RouterButton>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}

/**
 * '/': the employee dashboard (greeting, account, balances per the drawer's rules, last plan year's
 * spendable balance, the plan year's end, quick links, the sign-in answer's ads). It shows the
 * sign-in answer at once and the /employee answer when it arrives.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  usePageTitle(t('dashboard.title'));
  const profile = useEmployeeUser();
  const ads = useEmployeeSession((s) => s.session?.adList) ?? [];
  const user = profile.data;
  // The intro tour (docs/product §2 Other UI): the benefit contact's for company admins, else the employee's.
  const tour = useTour(user ? employeeTourAudience(user) : 'EE', user?.ID);

  if (!user && profile.isPending) {
    return (
      <Stack sx={page} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  const errorMessage = profile.error instanceof ApiError ? tm(profile.error.general) : undefined;
  const retry = (
    <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
      {t('errors.retry')}
    </Button>
  );

  if (!user) {
    return (
      <Stack sx={page}>
        <Typography variant="h1" id="page-title" tabIndex={-1}>
          {t('dashboard.title')}
        </Typography>
        <Alert severity="error" action={retry}>
          {errorMessage ?? t('errors.loadFailed')}
        </Alert>
      </Stack>
    );
  }

  const name = `${user.FIRST_NAME} ${user.LAST_NAME}`.trim();
  const links = quickLinks(employeeMenu(user));
  return (
    <Stack sx={page}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography variant="h1" id="page-title" tabIndex={-1} data-testid="employee-name">
          {t('dashboard.welcome', { name })}
        </Typography>
        <TakeTourButton tour={tour} />
      </Stack>
      {profile.isError ? (
        <Alert severity="warning" action={retry}>
          {t('dashboard.refreshFailed')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('dashboard.userId'), value: user.ID, testId: 'employee-id' },
            { label: t('dashboard.employer'), value: user.EMPLOYER_NAME, testId: 'employer-name' },
          ]}
        />
      </Paper>
      <Balances user={user} />
      {user.NON_MEMBER_ADMIN_ONLY === 'Y' ? null : <RecentClaims />}
      {links.length > 0 ? (
        <Box component="section" aria-labelledby="quick-links-title">
          <Typography variant="h2" id="quick-links-title" gutterBottom>
            {t('dashboard.quickLinks')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            {links.map((item) => (
              <RouterButton
                key={item.key}
                to={item.path ?? paths.employee.dashboard.getHref()}
                variant={item.key === 'makeClaim' ? 'contained' : 'outlined'}
                data-testid={`quick-link-${item.key as QuickLink}`}
                sx={{ textTransform: 'none' }}
              >
                {t(item.labelKey as 'menu.makeClaim')}
              </RouterButton>
            ))}
          </Stack>
        </Box>
      ) : null}
      {ads.length > 0 ? (
        <Box component="section" aria-labelledby="news-title">
          <Typography variant="h2" id="news-title" gutterBottom>
            {t('dashboard.news')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
            }}
          >
            {ads.map((ad) => (
              <AdCard key={ad.id} ad={ad} />
            ))}
          </Box>
        </Box>
      ) : null}
      <DeferredIntroTour tour={tour} />
    </Stack>
  );
}
