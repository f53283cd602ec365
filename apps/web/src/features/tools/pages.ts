import { paths, type ToolsMenuItem } from '@benefits/domain';

/**
 * The tools routes of docs/product §2 (from the path table) that have no screen yet, with the key of their
 * page title (`toolsShell.pages.<key>`) and the drawer item whose permission opens them (docs/product §6;
 * null: any staff member). They open the shared "not available yet" screen inside the tools shell.
 * Route parameters with a fixed set of values (welcome type, PAD audit kind) are spelled out, so
 * any other value is not found.
 */
export interface ToolsPage {
  path: string;
  key: string;
  menuKey: ToolsMenuItem | null;
}

export const TOOLS_PLACEHOLDER_PAGES: readonly ToolsPage[] = [];

/**
 * docs/product §2 lists /tools/sales (the Sales Report) among the public routes; it is a tools page
 * now (features/sales, decision 0033), so no tools page is public and without a screen.
 */
export const TOOLS_PUBLIC_PLACEHOLDERS: readonly ToolsPage[] = [];
