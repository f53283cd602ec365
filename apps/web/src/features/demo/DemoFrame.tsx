import Alert from '@mui/material/Alert';
import { paths } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../lib/ui/PageCard';
import { useDemo, type DemoState } from './demo-state';
import { Redirect } from '../../lib/redirect';

/**
 * A page of a running demo: its card with the "this is a demo" banner. Without a demo in this tab
 * (never started, or past its day), the visitor goes to /demo to start one.
 */
export function DemoFrame({
  title,
  width = 720,
  children,
}: {
  title: (demo: DemoState) => string;
  width?: number;
  children: (demo: DemoState) => ReactNode;
}) {
  const { t } = useTranslation();
  const demo = useDemo();
  if (!demo) return <Redirect to={paths.public.demo.getHref()} />;
  return (
    <PageCard title={title(demo)} width={width}>
      <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="demo-banner">
        {t('demo.banner')}
      </Alert>
      {children(demo)}
    </PageCard>
  );
}
