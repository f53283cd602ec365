import MoreVertIcon from '@mui/icons-material/MoreVert';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  accountChangeProblem,
  DIRECTORY_SEARCH_MAX,
  holdsAccount,
  DIRECTORY_SORTS,
  isDirectorySort,
  LIST_PAGE_LENGTH,
  listNextMove,
  listPageRows,
  listPrevMove,
  type DirectorySort,
} from '@benefits/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { useSnackbar } from '../../lib/ui/snackbar';
import { useEmployeeSession } from '../../lib/session/store';
import { useDirectory, type Employee } from './api';
import { EmailAddress } from './EmailAddress';
import { EmployeeDialog, type DialogKind } from './EmployeeDialogs';
import { useMoney } from './format';
import { visuallyHidden } from '../../lib/ui/visuallyHidden';

const fullName = (e: Employee) => `${e.FIRST_NAME} ${e.LAST_NAME}`;

/** The search as typed, applied a moment after the last key (one fetch per pause, not per key). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The employee's status as the domain's employeeStatus gave it, with its date where it has one. */
function StatusText({ employee: e }: { employee: Employee }) {
  const { t } = useTranslation();
  const { date } = useMoney();
  switch (e.status) {
    case 'terminated':
      return <>{t('directory.status.terminated', { date: date(e.terminationDate ?? '') })}</>;
    case 'starting':
      return <>{t('directory.status.starting', { date: date(e.effectiveDate) })}</>;
    case 'pending':
      // A termination waiting for its date is said with its date; other changes are listed below.
      return e.terminationDate ? (
        <>{t('directory.status.terminating', { date: date(e.terminationDate) })}</>
      ) : (
        <>{t('directory.status.pending')}</>
      );
    case 'active':
      return <>{t('directory.status.active')}</>;
  }
}

/** The changes waiting for their date, each with its Remove button. */
function PendingChanges({ employee: e, open }: { employee: Employee; open: (kind: DialogKind) => void }) {
  const { t } = useTranslation();
  const { money, date } = useMoney();
  const name = fullName(e);
  const items: { key: string; text: string; label: string; kind: DialogKind }[] = [];
  if (e.pendingClassChange) {
    items.push({
      key: 'class',
      text: t('directory.pending.classChange', {
        name: e.pendingClassChange.classificationName,
        date: date(e.pendingClassChange.changeDate),
      }),
      label: t('directory.pending.removeClassLabel', { name }),
      kind: 'removeClassChange',
    });
  }
  for (const o of e.pendingOneTimeChanges) {
    const amount = money(o.changeAmountCents);
    items.push({
      key: `otc-${o.otcChangeId}`,
      text: t('directory.pending.oneTime', { amount, date: date(o.changeDate), reason: o.changeReason }),
      label: t('directory.pending.removeOneTimeLabel', { amount, name }),
      kind: { removeOneTime: o.otcChangeId },
    });
  }
  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5 }} data-testid="pending-changes">
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', typography: 'body2' }}
        >
          <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {item.text}
          </Box>
          <Button size="small" onClick={() => open(item.kind)} aria-label={item.label} sx={{ minWidth: 0 }}>
            {t('directory.pending.remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

function ActionsMenu({ employee: e, open }: { employee: Employee; open: (kind: DialogKind) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const terminatedOrLeaving = e.TERMINATED_FLAG === 'Y' || e.terminationDate !== null;
  // A class change or a one-time change concerns the employee's account: none for a non-member
  // admin, who has none, nor for a terminated account (the server refuses them the same).
  const accountChanges =
    accountChangeProblem({ holdsAccount: holdsAccount(e), terminated: e.TERMINATED_FLAG === 'Y' }) === null;
  const choose = (kind: DialogKind) => () => {
    setAnchor(null);
    open(kind);
  };
  const menuId = `actions-${e.ID}`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<MoreVertIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('directory.actions.open', { name: fullName(e) })}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Its own width beside a long name or e-mail on a phone's card: never narrower than its label.
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('directory.columns.actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose('name')}>{t('directory.actions.name')}</MenuItem>
        <MenuItem onClick={choose('division')}>{t('directory.actions.division')}</MenuItem>
        {accountChanges ? (
          <MenuItem onClick={choose('classChange')}>{t('directory.actions.classChange')}</MenuItem>
        ) : null}
        {accountChanges ? (
          <MenuItem onClick={choose('oneTime')}>{t('directory.actions.oneTime')}</MenuItem>
        ) : null}
        {e.NON_MEMBER_ADMIN_ONLY === 'N' && (e.GROUP_ADMIN === 'Y' || !terminatedOrLeaving) ? (
          <MenuItem onClick={choose('toggleAdmin')}>
            {t(e.GROUP_ADMIN === 'Y' ? 'directory.actions.removeAdmin' : 'directory.actions.grantAdmin')}
          </MenuItem>
        ) : null}
        {terminatedOrLeaving ? (
          <MenuItem onClick={choose('cancelTermination')}>
            {t('directory.actions.cancelTermination')}
          </MenuItem>
        ) : (
          <MenuItem onClick={choose('terminate')} sx={{ color: 'error.main' }}>
            {t('directory.actions.terminate')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

interface RowProps {
  employee: Employee;
  hasWellness: boolean;
  open: (employee: Employee, kind: DialogKind) => void;
}

/** The table's rows: `idColumn` false puts the ID under the name (a laptop's width). */
interface TableRowProps extends RowProps {
  idColumn: boolean;
}

function useCells({ employee: e }: RowProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return {
    division: e.division?.divisionName ?? t('directory.none'),
    classification: e.classification?.classificationName ?? t('directory.none'),
    // No balance (a non-member admin's, who holds no account) is a dash, not "$0.00".
    hsa: e.hsaBalanceCents === null ? '—' : money(e.hsaBalanceCents),
    wsa: e.wsaBalanceCents === null ? '—' : money(e.wsaBalanceCents),
    admin:
      e.NON_MEMBER_ADMIN_ONLY === 'Y'
        ? t('directory.nonMemberAdmin')
        : t(e.GROUP_ADMIN === 'Y' ? 'directory.yes' : 'directory.no'),
  };
}

function EmployeeRow(props: TableRowProps) {
  const { employee: e, hasWellness, open, idColumn } = props;
  const cells = useCells(props);
  return (
    <TableRow data-testid="employee" hover>
      {idColumn ? <TableCell>{e.ID}</TableCell> : null}
      <TableCell sx={{ minWidth: 150 }}>
        {/* A table column is as wide as the widest word of its cells: a name without spaces (up to
            100 letters each) widened the page past the window. Its line is capped, and a word wider
            than that line breaks inside it; a name with spaces still wraps at its spaces. */}
        <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: '20rem', overflowWrap: 'break-word' }}>
          {e.LAST_NAME}, {e.FIRST_NAME}
        </Typography>
        {idColumn ? null : (
          <Typography variant="body2" color="text.secondary">
            {e.ID}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          <EmailAddress email={e.EMAIL} />
        </Typography>
      </TableCell>
      {/* Next to the name, so it shows without scrolling the table sideways on a laptop. */}
      <TableCell sx={actionsCell}>
        <ActionsMenu employee={e} open={(kind) => open(e, kind)} />
      </TableCell>
      <TableCell>{cells.division}</TableCell>
      <TableCell>{cells.classification}</TableCell>
      <TableCell align="right">{cells.hsa}</TableCell>
      {hasWellness ? <TableCell align="right">{cells.wsa}</TableCell> : null}
      <TableCell>{cells.admin}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <StatusText employee={e} />
        <PendingChanges employee={e} open={(kind) => open(e, kind)} />
      </TableCell>
    </TableRow>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function EmployeeCard(props: RowProps) {
  const { employee: e, hasWellness, open } = props;
  const { t } = useTranslation();
  const cells = useCells(props);
  const nameId = `employee-${e.ID}-name`;
  return (
    <Paper variant="outlined" component="li" aria-labelledby={nameId} data-testid="employee" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            id={nameId}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {fullName(e)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {e.ID} · <EmailAddress email={e.EMAIL} />
          </Typography>
        </Box>
        <ActionsMenu employee={e} open={(kind) => open(e, kind)} />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0, mt: 1.5 }}
      >
        <Fact label={t('directory.columns.division')}>{cells.division}</Fact>
        <Fact label={t('directory.columns.classification')}>{cells.classification}</Fact>
        <Fact label={t('directory.columns.hsa')}>{cells.hsa}</Fact>
        {hasWellness ? <Fact label={t('directory.columns.wsa')}>{cells.wsa}</Fact> : null}
        <Fact label={t('directory.columns.admin')}>{cells.admin}</Fact>
        <Fact label={t('directory.columns.status')}>
          <StatusText employee={e} />
        </Fact>
      </Box>
      <PendingChanges employee={e} open={(kind) => open(e, kind)} />
    </Paper>
  );
}

/**
 * /directory/employees: every employee of the caller's company, searched and sorted on the server,
 * shown 30 a page from fetches of 600 ('End of List' and 'Beginning of List' at the ends); a table
 * on wide screens, cards on phones. Each employee's changes open a dialog (docs/product §4
 * "Employee / employer"; decision 0024).
 */
export function DirectoryScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // Below xl (a laptop's 1280px, the menu beside the page) the ID goes under the name, so every
  // column shows, Status included, without scrolling the table sideways.
  const idColumn = useMediaQuery(theme.breakpoints.up('xl'));
  const showSnackbar = useSnackbar((s) => s.show);
  const selfId = useEmployeeSession((s) => s.session?.user.ID);
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  const [sort, setSort] = useState<DirectorySort>('name');
  const [descending, setDescending] = useState(false);
  // The page belongs to the list it was turned in: a new search or sort starts at page 1.
  const listKey = JSON.stringify([search, sort, descending]);
  const [paging, setPaging] = useState({ listKey, page: 0 });
  const page = paging.listKey === listKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ listKey, page: next });
  const [dialog, setDialog] = useState<{ id: number; kind: DialogKind } | null>(null);
  const query = useDirectory({ search, sort, descending });

  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.employees);
  const hasWellness = pages[0]?.hasWellness ?? false;
  const shown = listPageRows(rows, page);
  const open = (e: Employee, kind: DialogKind) => setDialog({ id: e.ID, kind });
  const dialogEmployee = dialog ? rows.find((e) => e.ID === dialog.id) : undefined;

  const next = async () => {
    const move = listNextMove(page, rows.length, query.hasNextPage);
    if (move.kind === 'show') setPage(move.page);
    else if (move.kind === 'end') showSnackbar(t('validation.endOfList'), 'info');
    else {
      const fetched = await query.fetchNextPage();
      const loaded = fetched.data?.pages.flatMap((p) => p.employees).length ?? rows.length;
      if (loaded > (page + 1) * LIST_PAGE_LENGTH) setPage(page + 1);
      else showSnackbar(t('validation.endOfList'), 'info');
    }
  };
  const prev = () => {
    const move = listPrevMove(page);
    if (move.kind === 'show') setPage(move.page);
    else showSnackbar(t('validation.beginningOfList'), 'info');
  };

  let body: ReactNode;
  if (query.isPending) body = <Loading lines={6} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="directory-empty">
        {search === '' ? t('directory.empty') : t('directory.noMatch', { search })}
      </Typography>
    );
  else if (phone)
    body = (
      <Stack
        component="ul"
        aria-label={t('directory.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
        data-testid="employee-list"
      >
        {shown.map((e) => (
          <EmployeeCard key={e.ID} employee={e} hasWellness={hasWellness} open={open} />
        ))}
      </Stack>
    );
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('directory.listLabel')} data-testid="employee-list" sx={denseCells}>
          <TableHead>
            <TableRow>
              {idColumn ? <TableCell>{t('directory.columns.id')}</TableCell> : null}
              <TableCell>{t('directory.columns.name')}</TableCell>
              <TableCell sx={actionsCell}>
                <Box component="span" sx={visuallyHidden}>
                  {t('directory.columns.actions')}
                </Box>
              </TableCell>
              <TableCell>{t('directory.columns.division')}</TableCell>
              <TableCell>{t('directory.columns.classification')}</TableCell>
              <TableCell align="right">{t('directory.columns.hsa')}</TableCell>
              {hasWellness ? <TableCell align="right">{t('directory.columns.wsa')}</TableCell> : null}
              <TableCell>{t('directory.columns.admin')}</TableCell>
              <TableCell>{t('directory.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((e) => (
              <EmployeeRow
                key={e.ID}
                employee={e}
                hasWellness={hasWellness}
                open={open}
                idColumn={idColumn}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <PageColumn title={t('pages.employeeDirectory')} maxWidth={1200}>
      <Typography color="text.secondary">{t('directory.intro')}</Typography>
      <Section id="employees" title={t('directory.listLabel')}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'flex-start' } }}
          role="search"
        >
          <TextField
            id="directory-search"
            type="search"
            label={t('directory.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            sx={{ flex: 2, minWidth: 0 }}
            slotProps={{ htmlInput: { maxLength: DIRECTORY_SEARCH_MAX } }}
          />
          <TextField
            id="directory-sort"
            select
            label={t('directory.sort')}
            value={sort}
            onChange={(e) => isDirectorySort(e.target.value) && setSort(e.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ select: { native: true } }}
          >
            {DIRECTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`directory.sorts.${s}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="directory-order"
            select
            label={t('directory.order')}
            value={descending ? 'desc' : 'asc'}
            onChange={(e) => setDescending(e.target.value === 'desc')}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ select: { native: true } }}
          >
            <option value="asc">{t('directory.ascending')}</option>
            <option value="desc">{t('directory.descending')}</option>
          </TextField>
        </Stack>
        {body}
        {rows.length > 0 ? (
          <Stack
            direction="row"
            sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="directory-page"
              aria-live="polite"
            >
              {t('directory.pageOf', { page: page + 1 })} ·{' '}
              {t('directory.loadedCount', { count: rows.length })}
              {query.hasNextPage ? ` · ${t('directory.moreOnServer')}` : ''}
            </Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button startIcon={<NavigateBeforeIcon aria-hidden />} onClick={prev}>
                {t('directory.previous')}
              </Button>
              <Button
                endIcon={<NavigateNextIcon aria-hidden />}
                onClick={() => void next()}
                loading={query.isFetchingNextPage}
              >
                {t('directory.next')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </Section>
      {dialog && dialogEmployee ? (
        <EmployeeDialog
          kind={dialog.kind}
          employee={dialogEmployee}
          selfId={selfId}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageColumn>
  );
}

/**
 * The Actions column: as wide as its button, which keeps its own padding (a "checkbox" cell, in a
 * small table, took it off: the label touched the button's border).
 */
const actionsCell = { width: '1%', whiteSpace: 'nowrap' } as const;

/**
 * The table's cells a little closer together than MUI's (16px each side): with the app's menu
 * beside it, a laptop's 1280px shows every column, Status included, without scrolling sideways
 * (the report tables' DENSE_CELLS, lib/report-view). Narrower screens get the cards.
 */
const denseCells = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
} as const;
