import { paths } from '@benefits/domain';
import { useParams } from 'react-router';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';
import { Redirect } from '../../lib/redirect';

/** /partner/employer/{id} is the client's page under its other address (decision 0038). */
function EmployerRedirect() {
  const { id = '' } = useParams();
  return <Redirect to={paths.partner.client.getHref({ id })} />;
}

/**
 * The partner's clients, agents, sales and renewals (docs/product §2 partner routes; decision 0038),
 * inside the partner shell, each screen in its own chunk. The Agent List and an agent's page are for
 * managers (the screens send agents to the dashboard; the server refuses them anyway).
 */
export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      path: paths.partner.clientList.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ClientListScreen'))).ClientListScreen,
      }),
    },
    {
      path: paths.partner.client.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ClientDetailsScreen'))).ClientDetailsScreen,
      }),
    },
    { path: paths.partner.employer.path, Component: EmployerRedirect },
    {
      path: paths.partner.agentList.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./AgentListScreen'))).AgentListScreen,
      }),
    },
    {
      path: paths.partner.agent.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./AgentDetailsScreen'))).AgentDetailsScreen,
      }),
    },
    {
      path: paths.partner.hsaSales.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./HsaSalesScreen'))).HsaSalesScreen,
      }),
    },
    {
      path: paths.partner.upcomingRenewals.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./UpcomingRenewalsScreen'))).UpcomingRenewalsScreen,
      }),
    },
  ],
};
