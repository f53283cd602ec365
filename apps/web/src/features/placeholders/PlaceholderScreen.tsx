import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { paths } from '@benefits/domain';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import type { PageTitleKey } from '../../lib/pageTitles';

/** The one screen of every route not built yet: the page's title and an honest note. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { titleKey?: PageTitleKey } | undefined;
  const title = t(handle?.titleKey ?? 'pages.dashboard');
  return (
    <PageCard title={title} width={640}>
      <Typography sx={{ mb: 3 }} data-testid="placeholder-note">
        {t('placeholders.notAvailable')}
      </Typography>
      <RouterButton to={paths.employee.dashboard.getHref()} variant="outlined">
        {t('placeholders.toDashboard')}
      </RouterButton>
    </PageCard>
  );
}
