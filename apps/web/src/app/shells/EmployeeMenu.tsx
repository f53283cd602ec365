import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { isOnPath, type MenuItem, paths } from '@benefits/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { externalLinkUrl } from '../../lib/drawer-shell/links';
import type { en as shellText } from '../../lib/i18n/employeeShell/en';
import { visuallyHidden } from '../../lib/ui/visuallyHidden';

export type MenuLabelKey = `menu.${keyof typeof shellText.menu}`;

/**
 * A keyboard focus ring on every menu entry: MUI's ButtonBase removes the outline and only tints the
 * background, which is too faint to see on a selected item.
 */
export const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: '-3px' },
} as const;

/** True when `path` is the current page or one of its detail pages ('/employee' on '/employee/5'). */
function isCurrent(pathname: string, path: string): boolean {
  const home = paths.employee.dashboard.path;
  return path === home ? pathname === home : isOnPath(pathname, path);
}

function containsCurrent(item: MenuItem, pathname: string): boolean {
  return (item.children ?? []).some((child) => child.path !== undefined && isCurrent(pathname, child.path));
}

function MenuEntry({ item, depth, onNavigate }: { item: MenuItem; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(item.labelKey as MenuLabelKey);
  const indent = { pl: 2 + depth * 2, ...focusRing };

  if (item.children) return <MenuGroup item={item} depth={depth} onNavigate={onNavigate} />;

  if (item.disabled) {
    return (
      <ListItem disablePadding>
        <ListItemButton disabled sx={indent} data-menu-key={item.key}>
          <ListItemText primary={label} />
        </ListItemButton>
      </ListItem>
    );
  }

  if (item.external) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={externalLinkUrl(item.key)}
          target="_blank"
          rel="noopener noreferrer"
          sx={indent}
          data-menu-key={item.key}
        >
          <ListItemText primary={label} />
          <OpenInNewIcon fontSize="small" aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
          <Box component="span" sx={visuallyHidden}>
            {` ${t('employeeShell.opensInNewTab')}`}
          </Box>
        </ListItemButton>
      </ListItem>
    );
  }

  const current = item.path !== undefined && isCurrent(pathname, item.path);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={item.path ?? paths.employee.dashboard.getHref()}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={indent}
        data-menu-key={item.key}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** An expandable group (Personal, Company): open while one of its pages is the current one. */
function MenuGroup({ item, depth, onNavigate }: { item: MenuItem; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const active = containsCurrent(item, pathname);
  const [open, setOpen] = useState(active);
  // Navigating into the group opens it (state adjusted while rendering, as React recommends).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + depth * 2, ...focusRing }}
        data-menu-key={item.key}
      >
        <ListItemText
          primary={t(item.labelKey as MenuLabelKey)}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <MenuEntry key={child.key} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The employee drawer's menu (docs/product §2 "Employee shell"), drawn from the domain's `employeeMenu`:
 * links for in-app pages (the current one marked), disabled items shown disabled, groups that
 * expand, external links that open a new tab. `onNavigate` runs when a link is followed.
 */
export function EmployeeMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <List disablePadding data-testid="employee-menu">
      {items.map((item) => (
        <MenuEntry key={item.key} item={item} depth={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
