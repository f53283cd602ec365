import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showFailure } from '../../lib/ui/snackbar';

import { LoadError } from '../../lib/ui/LoadError';
import { Loading } from '../../lib/ui/Section';

export { LoadError } from '../../lib/ui/LoadError';
export { Loading, Section } from '../../lib/ui/Section';
export { PageColumn } from '../../lib/ui/PageColumn';

export { ToolGate, useMayUse } from '../../lib/tools-access/ToolGate';

/**
 * A failed change: field messages (translated) for the form's fields; the general message otherwise
 * goes to the red snackbar.
 */
export function fieldFailures(
  error: unknown,
  tm: (text: string | undefined) => string | undefined,
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if (fields.includes(field)) out[field] = tm(message) ?? message;
    }
    if (Object.keys(out).length === 0) {
      const general = tm(error.general);
      if (general) showFailure(general);
    }
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
  return out;
}

/** Each field's message translated (the domain's, by key). */
export function translated(
  problems: Record<string, string>,
  tm: (text: string | undefined) => string | undefined,
): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, tm(v) ?? v]));
}

/** The dark theme's error.main is too light a red for text on paper: use error.light there. */
export const dangerOutline = (theme: { palette: { mode: string } }) =>
  theme.palette.mode === 'dark' ? { color: 'error.light', borderColor: 'error.light' } : {};

/**
 * The foot of an editor (an ad, an update note): Save, Cancel back to the list, and for an existing
 * item Remove after a confirmation. `onRemove(close)` sends the removal; `close` shuts the
 * confirmation when it fails (on success the editor leaves the page).
 */
export function EditorFooter({
  saving,
  backTo,
  remove,
}: {
  saving: boolean;
  backTo: string;
  remove: {
    title: string;
    body: string;
    confirmLabel: string;
    testId: string;
    pending: boolean;
    onRemove: (close: () => void) => void;
  } | null;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" loading={saving}>
            {t('content.common.save')}
          </Button>
          <RouterButton to={backTo}>{t('content.common.cancel')}</RouterButton>
        </Stack>
        {remove ? (
          <Button variant="outlined" color="error" sx={dangerOutline} onClick={() => setRemoving(true)}>
            {t('content.common.remove')}
          </Button>
        ) : null}
      </Stack>
      {removing && remove ? (
        <ConfirmDialog
          onClose={() => setRemoving(false)}
          title={remove.title}
          testId={remove.testId}
          cancelLabel={t('content.common.cancel')}
          confirmLabel={remove.confirmLabel}
          onConfirm={() => remove.onRemove(() => setRemoving(false))}
          pending={remove.pending}
        >
          {remove.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * A list query on screen: placeholders while it loads, the error with a retry, `empty` when it has
 * nothing, otherwise its items as a labelled list (`item` renders one, as an `li`).
 */
export function QueryList<T>({
  query,
  label,
  empty,
  emptyTestId,
  item,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  empty: string;
  emptyTestId: string;
  item: (value: T) => ReactNode;
}) {
  if (query.isPending) return <Loading lines={3} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <Typography color="text.secondary" data-testid={emptyTestId}>
        {empty}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
      {query.data.map(item)}
    </Stack>
  );
}

/**
 * One item of a list query, by the id in the address ('new': none): placeholders while the list
 * loads, the error with a retry, 'not found' with the way back, otherwise `edit` of the item.
 */
export function QueryItem<T>({
  id,
  query,
  idOf,
  lines,
  notFoundTestId,
  backTo,
  edit,
}: {
  id: string;
  query: UseQueryResult<T[]>;
  idOf: (value: T) => string;
  lines: number;
  notFoundTestId: string;
  backTo: string;
  edit: (value: T | null) => ReactNode;
}) {
  const { t } = useTranslation();
  if (id === 'new') return edit(null);
  if (query.isPending) return <Loading lines={lines} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const found = query.data.find((value) => idOf(value) === id);
  if (!found)
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography data-testid={notFoundTestId}>{t('content.common.notFound')}</Typography>
        <RouterButton to={backTo}>{t('content.common.back')}</RouterButton>
      </Stack>
    );
  return edit(found);
}
