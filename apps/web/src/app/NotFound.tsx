import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@benefits/domain';
import { PageCard } from '../lib/ui/PageCard';
import { RouterButton } from '../lib/ui/RouterLink';

/** Unknown route: '404 / Page Not Found' with a Login link to /login (docs/product §2). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('notFound.title')}>
      <Typography component="div" sx={{ mt: 2 }}>
        <RouterButton to={paths.public.login.getHref()} variant="contained">
          {t('notFound.login')}
        </RouterButton>
      </Typography>
    </PageCard>
  );
}
