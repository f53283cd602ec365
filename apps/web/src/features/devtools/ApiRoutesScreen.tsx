import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';
import { LoadError } from '../../lib/ui/LoadError';
import { TextInput } from '../../lib/ui/TextInput';
import { useApiRoutes, type ApiRoute } from './api';
import { DevtoolsPage } from './DevtoolsPage';
import { routeAccess, type RouteAccess } from './routeAccess';

/** A route with who may call it in the reader's language. */
type ShownRoute = ApiRoute & { shownAccess: RouteAccess };

const matches = (route: ShownRoute, query: string) =>
  [
    route.path,
    route.method,
    route.name,
    route.access,
    route.accessDetail,
    route.shownAccess.kind,
    route.shownAccess.detail,
    route.summary,
  ].some((text) => text.toLowerCase().includes(query));

function RouteCard({ route }: { route: ShownRoute }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const [open, setOpen] = useState(false);
  const schemaId = `schema-${route.name}`;
  return (
    <Card variant="outlined" component="li" data-testid="api-route" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={route.method} color={route.method === 'GET' ? 'success' : 'primary'} />
          <Typography
            component="h2"
            sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}
          >
            {route.path}
          </Typography>
        </Stack>
        {/* The contract's own description, in English (the page says so in other languages). */}
        <Typography variant="body2" lang={language === 'en' ? undefined : 'en'}>
          {route.summary}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="route-access">
          {t('devtools.routes.access')} <strong>{route.shownAccess.kind}</strong>
          {route.shownAccess.detail ? ` — ${route.shownAccess.detail}` : ''}
        </Typography>
        <Box>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={schemaId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('devtools.routes.showSchema')}
          </Button>
          {open ? (
            <Box
              component="pre"
              id={schemaId}
              aria-label={t('devtools.routes.request')}
              tabIndex={0}
              sx={{
                m: 0,
                p: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflow: 'auto',
                fontSize: 12,
                maxHeight: 320,
              }}
            >
              {JSON.stringify(route.request, null, 2)}
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /tools/api-routes: every endpoint of the contract, searchable, and the OpenAPI document (decision 0032). */
export function ApiRoutesScreen() {
  const { t } = useTranslation();
  return (
    <DevtoolsPage title={t('devtools.routes.title')} intro={t('devtools.routes.intro')} menuKey="apiRoutes">
      <ApiRouteList />
    </DevtoolsPage>
  );
}

/** The routes, asked for only inside the page's gate: staff without the permission send no call. */
function ApiRouteList() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const routes = useApiRoutes();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const described = useMemo(
    () =>
      (routes.data?.routes ?? []).map((route): ShownRoute => ({
        ...route,
        shownAccess: routeAccess(route, t, language),
      })),
    [routes.data, t, language],
  );
  const shown = useMemo(
    () => described.filter((route) => !query || matches(route, query)),
    [described, query],
  );
  const download = () => {
    if (!routes.data) return;
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(routes.data.openapi, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'openapi.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  return routes.isError ? (
    <LoadError error={routes.error} onRetry={() => void routes.refetch()} />
  ) : !routes.data ? (
    <CircularProgress aria-label={t('devtools.routes.title')} />
  ) : (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextInput
          id="api-routes-search"
          label={t('devtools.routes.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={download}>
          {t('devtools.routes.openapi')}
        </Button>
      </Stack>
      {language === 'en' ? null : (
        <Typography color="text.secondary" data-testid="routes-language-note">
          {t('devtools.routes.summariesLanguage')}
        </Typography>
      )}
      <Typography role="status" color="text.secondary" data-testid="route-count">
        {t('devtools.routes.count', { count: shown.length })}
      </Typography>
      {shown.length === 0 ? (
        <Typography data-testid="no-routes">{t('devtools.routes.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {shown.map((route) => (
            <RouteCard key={`${route.method} ${route.path}`} route={route} />
          ))}
        </Box>
      )}
    </>
  );
}
