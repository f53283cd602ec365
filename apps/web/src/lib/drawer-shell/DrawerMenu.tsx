import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { MenuItem } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@benefits/domain';
import { externalLinkUrl } from './links';
import { MENU_ICONS } from './menuIcons';
import { visuallyHidden } from '../ui/visuallyHidden';

interface DrawerMenuProps {
  items: MenuItem[];
  /** The visible label of a menu item, by its key. */
  label: (key: string) => string;
  /** Paths matched exactly for the active state (an area's home would otherwise match every page). */
  exactPaths?: readonly string[];
  /** Called when an item is followed (closes the temporary drawer on phones). */
  onNavigate?: (() => void) | undefined;
}

function MenuIcon({ itemKey }: { itemKey: string }) {
  const Icon = MENU_ICONS[itemKey];
  return Icon ? (
    <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
      <Icon />
    </ListItemIcon>
  ) : null;
}

function MenuEntry({
  item,
  label,
  exactPaths,
  onNavigate,
  nested,
}: DrawerMenuProps & { item: MenuItem; nested?: boolean }) {
  const { t } = useTranslation();
  const text = label(item.key);
  const indent = nested ? { pl: 9 } : {};
  if (item.external) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={externalLinkUrl(item.key)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          data-menu-key={item.key}
          sx={indent}
        >
          <MenuIcon itemKey={item.key} />
          <ListItemText primary={text} />
          <OpenInNew fontSize="small" aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
          <Box component="span" sx={visuallyHidden}>
            {t('drawerShell.newTab')}
          </Box>
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.path ?? paths.employee.dashboard.getHref()}
        end={exactPaths?.includes(item.path ?? '') ?? false}
        disabled={item.disabled ?? false}
        onClick={onNavigate}
        data-menu-key={item.key}
        sx={{
          ...indent,
          '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 600 } },
        }}
      >
        {nested ? null : <MenuIcon itemKey={item.key} />}
        <ListItemText primary={text} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A drawer's menu from the domain's menu rules (`partnerMenu`, `toolsMenu`): in-app links with the
 * current page marked (aria-current), external links opened in a new tab, and groups as labelled
 * sub-lists. Every entry is a list item, reachable with Tab and followed with Enter.
 */
export function DrawerMenu(props: DrawerMenuProps) {
  const { items, label } = props;
  return (
    <List dense={false} sx={{ py: 0.5 }}>
      {items.map((item) =>
        item.children ? (
          <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
            <ListSubheader
              id={`menu-group-${item.key}`}
              component="div"
              disableSticky
              data-menu-key={item.key}
              sx={{ display: 'flex', alignItems: 'center', lineHeight: 2.5, bgcolor: 'transparent' }}
            >
              <MenuIcon itemKey={item.key} />
              {label(item.key)}
            </ListSubheader>
            <List disablePadding aria-labelledby={`menu-group-${item.key}`}>
              {item.children.map((child) => (
                <MenuEntry key={child.key} {...props} item={child} nested />
              ))}
            </List>
          </ListItem>
        ) : (
          <MenuEntry key={item.key} {...props} item={item} />
        ),
      )}
    </List>
  );
}
