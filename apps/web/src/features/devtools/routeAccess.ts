import { api, type Access, type Endpoint, type FieldScope, type StaffPermission } from '@benefits/contract';
import type { TFunction } from 'i18next';
import type { Language } from '../../lib/preferences';

/**
 * Who may call a route, in the reader's language (Api Routes, decision 0032). The server describes a
 * route's scope in English (`accessDetail`, also in the OpenAPI document); the page reads the scope
 * itself from the contract by the route's name, so the codes (permissions, contract types, field
 * names and values) stay as written and every word around them is translated. A route the contract
 * of this build does not know keeps the server's text.
 */
export interface RouteAccess {
  kind: string;
  detail: string;
}

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** "A, B or C" / "A, B ou C". */
const anyOf = (items: readonly string[], language: Language) =>
  new Intl.ListFormat(locale(language), { type: 'disjunction' }).format(items);

const permissionsText = (permission: StaffPermission, language: Language) =>
  typeof permission === 'string' ? permission : anyOf(permission, language);

function scopeText(scope: FieldScope, t: TFunction, language: Language): string {
  const kind = t(`devtools.routes.accessKinds.${scope.kind}`);
  return scope.kind === 'staff' ? `${kind} (${permissionsText(scope.permission, language)})` : kind;
}

export function describeAccess(access: Access, t: TFunction, language: Language): RouteAccess {
  const kind = t(`devtools.routes.accessKinds.${access.kind}`);
  switch (access.kind) {
    case 'session':
      return {
        kind,
        detail: anyOf(
          access.sessions.map((s) => t(`devtools.routes.sessionKinds.${s}`)),
          language,
        ),
      };
    case 'companyAdmin':
      return {
        kind,
        detail: access.contractTypes
          ? t('devtools.routes.contractTypes', { list: access.contractTypes.join(', ') })
          : '',
      };
    case 'staff':
      return { kind, detail: permissionsText(access.permission, language) };
    case 'staffForUser':
      return {
        kind,
        detail: t('devtools.routes.actingFor', {
          permissions: permissionsText(access.permission, language),
          field: access.userField,
        }),
      };
    case 'byField':
      return {
        kind,
        detail: t('devtools.routes.byField', {
          field: access.field,
          scopes: Object.entries(access.scopes)
            .map(([value, scope]) =>
              t('devtools.routes.fieldScope', { value, scope: scopeText(scope, t, language) }),
            )
            .join('; '),
        }),
      };
    default:
      return { kind, detail: '' };
  }
}

/** The route's access in the reader's language, by its contract name; else the server's text. */
export function routeAccess(
  route: { name: string; access: string; accessDetail: string },
  t: TFunction,
  language: Language,
): RouteAccess {
  const endpoint: Endpoint | undefined = Object.hasOwn(api, route.name)
    ? (api as unknown as Record<string, Endpoint>)[route.name]
    : undefined;
  return endpoint
    ? describeAccess(endpoint.access, t, language)
    : { kind: route.access, detail: route.accessDetail };
}
