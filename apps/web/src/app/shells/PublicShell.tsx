import Box from '@mui/material/Box';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { getAppConfig } from '../../lib/config';
import { areaOfPath, type Area } from '../../lib/session/areas';
import { Frame } from '../../lib/ui/Frame';
import { RouterLink } from '../../lib/ui/RouterLink';

/**
 * The prospects' ways in (docs/product §1 "Prospects"), by the area of the page: the public demo and
 * the client sign-up; on the partner pages, the partner sign-up too; none on the staff sign-in.
 */
const CLIENT_LINKS = [
  { route: paths.public.demo, label: 'prospects.demo' },
  { route: paths.public.signup, label: 'prospects.signup' },
] as const;
interface ProspectLink {
  route: { path: string; getHref: () => string };
  label: 'prospects.demo' | 'prospects.signup' | 'prospects.partner';
}
const PROSPECT_LINKS: Record<Area, readonly ProspectLink[]> = {
  employee: CLIENT_LINKS,
  partner: [...CLIENT_LINKS, { route: paths.public.partnerSignup, label: 'prospects.partner' }],
  tools: [],
};

/**
 * Links to the demo and the client sign-up, under every page shown without a session, so that a
 * prospect who lands on a sign-in page finds them. A flow's own link is left out while it is open
 * (no "Try the demo" on /demo/claims).
 */
function ProspectLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = PROSPECT_LINKS[areaOfPath(pathname)].filter(
    ({ route }) => !matchPath({ path: route.path, end: false }, pathname),
  );
  if (links.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('prospects.label')}
      sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 1 }}
    >
      {links.map(({ route, label }) => (
        <RouterLink key={label} to={route.getHref()} variant="body2">
          {t(label)}
        </RouterLink>
      ))}
    </Box>
  );
}

/**
 * Public pages (login, password reset, 404, the demo, the sign-ups): provider name, language switch
 * and theme toggle, and the prospects' links in the footer.
 */
export function PublicShell() {
  return (
    <Frame title={getAppConfig().providerName} footer={<ProspectLinks />}>
      <Outlet />
    </Frame>
  );
}
