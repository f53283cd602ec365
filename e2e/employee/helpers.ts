import { employeeMenu, type EmployeeMenuCompany, type MenuItem } from '@benefits/domain';
import type { EmployeeUser } from '@benefits/contract';
import fs from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Frame, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../apps/web/src/lib/i18n/employeeShell/en';
import { apiCall, settle } from '../support/browser';

interface Envelope<T> {
  code: number;
  data: T;
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

/**
 * Signs an employee in through the login form and answers what /employee says about them (the
 * shell's guard asks for it as soon as the dashboard opens).
 */
export async function signInEmployee(page: Page, id: string): Promise<EmployeeUser> {
  await page.goto('/login');
  await page.getByLabel('Employee ID').fill(id);
  await page.getByLabel(/^Password/).fill('demo-password');
  const profile = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/employee');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const body = (await (await profile).json()) as Envelope<EmployeeUser>;
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** The employee session token the page holds. */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('benefits.session.employee') ?? '{}') as {
      state?: { session?: { token?: string } };
    };
    return stored.state?.session?.token ?? '';
  });
}

/** The drawer's navigation landmark. */
export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Follows a company menu item to `path`, once the menu no longer redraws: the drawer draws with the
 * user's own flags first and again with the company's (app/shells/companyFlags.ts), which can move
 * the items under a click. The Company group opens first when it is closed.
 *
 * On a loaded machine a click here once failed to navigate now and then: it landed while the group
 * was still sliding open (docs/performance.md "Test suite time", twelfth session), so the link is
 * clicked once the page's animations have ended. On a failure, what the page did meanwhile (steps,
 * navigations, console, requests, what the click reached, the menu's state) is written to
 * e2e/artifacts/company-menu-<time>.log.
 */
export async function followCompanyMenu(page: Page, label: string, path: string): Promise<void> {
  const started = Date.now();
  const timeline: string[] = [];
  const note = (line: string) => timeline.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
  const onConsole = (message: ConsoleMessage) => note(`console.${message.type()}: ${message.text()}`);
  const onRequest = (request: Request) => note(`request done ${new URL(request.url()).pathname}`);
  const onFailed = (request: Request) => note(`request failed ${new URL(request.url()).pathname}`);
  const onNavigated = (frame: Frame) => frame === page.mainFrame() && note(`navigated ${frame.url()}`);
  page.on('console', onConsole);
  page.on('requestfinished', onRequest);
  page.on('requestfailed', onFailed);
  page.on('framenavigated', onNavigated);
  note(`follow "${label}" to ${path} from ${page.url()}`);
  try {
    const menu = mainMenu(page);
    await page.locator('#employee-nav[data-company-menu="settled"]').waitFor();
    const link = menu.getByRole('link', { name: label, exact: true });
    const visible = await link.isVisible();
    note(`menu settled; link visible: ${visible}`);
    if (!visible) {
      await menu.getByRole('button', { name: 'Company', exact: true }).click();
      note('Company group clicked');
      // The group slides open (a height transition). A click while it moves can land beside the link:
      // the link's box holds still while the drawer scrolls and the group grows, and a click on a
      // loaded machine once reached the group's list instead (twelfth session's timeline).
      await settle(page);
      note('Company group open');
    }
    // What the click reached, for the timeline if it does not navigate: the target, whether the app
    // took it over (a router link prevents the default), and where the link was.
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __menuClicks: string[] }).__menuClicks = log;
      const describe = (target: EventTarget | null) =>
        target instanceof Element
          ? `${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 40)}" href=${target.closest('a')?.getAttribute('href') ?? '-'}`
          : String(target);
      window.addEventListener('click', (e) =>
        log.push(`click on ${describe(e.target)}; prevented ${e.defaultPrevented}`),
      );
    });
    note(`link box ${JSON.stringify(await link.boundingBox())}, href ${await link.getAttribute('href')}`);
    await link.click();
    note('link clicked');
    await page.waitForURL((url) => url.pathname === path);
  } catch (error) {
    note(`failed: ${String(error)}`);
    note(`now at ${page.url()}`);
    note(
      await page
        .evaluate(
          () =>
            (window as unknown as { __menuClicks?: string[] }).__menuClicks?.join('; ') ?? 'no clicks seen',
        )
        .catch((e: unknown) => `clicks unknown: ${String(e)}`),
    );
    const state = await page
      .locator('#employee-nav')
      .evaluate(
        (nav) =>
          `menu ${nav.getAttribute('data-company-menu')}; groups ${Array.from(
            nav.querySelectorAll('[aria-expanded]'),
          )
            .map((g) => `${g.textContent}=${g.getAttribute('aria-expanded')}`)
            .join(', ')}`,
        undefined,
        { timeout: 2_000 },
      )
      .catch((e: unknown) => `no menu: ${String(e)}`);
    note(state);
    const file = fileURLToPath(new URL(`../artifacts/company-menu-${Date.now()}.log`, import.meta.url));
    fs.mkdirSync(dirname(file), { recursive: true });
    fs.writeFileSync(file, `${timeline.join('\n')}\n`);
    throw new Error(`The company menu did not lead to ${path} (timeline in ${file})`, { cause: error });
  } finally {
    page.off('console', onConsole);
    page.off('requestfinished', onRequest);
    page.off('requestfailed', onFailed);
    page.off('framenavigated', onNavigated);
  }
}

/** The company's own menu flags, from /employer/get, for a company admin; none for anyone else. */
export async function companyMenuFlags(page: Page, user: EmployeeUser): Promise<EmployeeMenuCompany> {
  if (user.GROUP_ADMIN !== 'Y' && user.NON_MEMBER_ADMIN_ONLY !== 'Y') return {};
  const answer = await apiCall<{ employer: EmployeeMenuCompany }>(
    '/employer/get',
    {},
    await sessionToken(page),
  );
  const { HAS_WELLNESS, ONLINE_CLAIM_OK } = answer.data.employer;
  return { HAS_WELLNESS, ONLINE_CLAIM_OK };
}

/** Opens every collapsed group of the menu, then reads every label, groups and items, in order. */
export async function shownMenuLabels(page: Page): Promise<string[]> {
  const nav = mainMenu(page);
  await nav.waitFor();
  const collapsed = nav.locator('[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav.locator('[data-menu-key] .MuiListItemText-primary').allInnerTexts();
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/**
 * What the spec's menu rules (the domain's employeeMenu) give this user, in English. For a company
 * admin, pass the company's own flags (HAS_WELLNESS, ONLINE_CLAIM_OK of /employer/get): the shell
 * reads them (app/shells/companyFlags.ts) and the company menu follows them.
 */
export function expectedMenuLabels(user: EmployeeUser, company: EmployeeMenuCompany = {}): string[] {
  const labels = en.menu as Record<string, string>;
  return flatten(employeeMenu(user, company)).map((item) => {
    const label = labels[item.labelKey.replace(/^menu\./, '')];
    if (!label) throw new Error(`No English label for ${item.labelKey}`);
    return label;
  });
}

export { horizontalOverflow, settle } from '../support/browser';
