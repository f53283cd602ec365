import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { isToolsPermission, partnerMenu, toolsMenu, type MenuItem } from '@benefits/domain';
import type { PartnerUser } from '@benefits/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en as partnerShellText } from '../../apps/web/src/lib/i18n/partnerShell/en';
import { en as toolsShellText } from '../../apps/web/src/lib/i18n/toolsShell/en';

interface Envelope<T> {
  code: number;
  data: T;
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

async function signIn<T>(page: Page, loginPath: string, label: string, id: string, answerPath: string) {
  await page.goto(loginPath);
  await page.getByLabel(label).fill(id);
  await page.getByLabel(/^Password/).fill('demo-password');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/webapp${answerPath}`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const body = (await (await answer).json()) as Envelope<T>;
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** Signs a partner in through /partner/login; answers the sign-in's user. */
export async function signInPartner(page: Page, id: string): Promise<PartnerUser> {
  const data = await signIn<{ user: PartnerUser }>(
    page,
    '/partner/login',
    'Partner ID',
    id,
    '/partner/login/',
  );
  await page.waitForURL((url) => url.pathname === '/partner');
  return data.user;
}

/**
 * Where the authenticator secrets the e2e helpers enrolled are kept, per server (its port), so that
 * every journey process signing in to the same server can compute codes (decision 0032).
 */
function secretsFile(page: Page) {
  const origin = new URL(page.url()).host.replace(/[^a-z0-9]+/gi, '-');
  return path.join(os.tmpdir(), `benefits-e2e-totp-${origin}.json`);
}

function readSecrets(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Runs `action` holding a lock shared by the processes signing staff in to the same server (one
 * enrolment at a time; a lock older than a minute is left by a crashed process and taken over).
 */
async function withLock<T>(file: string, action: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await action();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The code an authenticator shows now for a base32 secret. */
export const totpNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const STEP_MS = 30_000;

/** The code of one time step (Unix time / 30 s) for a base32 secret. */
const totpOfStep = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * STEP_MS,
  });

/** The time step each username's last code was of, per server (beside its secretsFile). */
function readSteps(file: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(`${file}.steps`, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code the server has not taken yet: it takes each step's code once, the current step's or the
 * next one's (decision 0032), so a third sign-in within a step waits for the next step.
 */
async function unusedCode(file: string, username: string, secret: string) {
  const last = readSteps(file)[username] ?? 0;
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(current, last + 1);
    if (step <= current + 1) return { code: totpOfStep(secret, step), step };
    await new Promise((r) => setTimeout(r, (current + 1) * STEP_MS - Date.now() + 50));
  }
}

interface ToolsChallenge {
  username: string;
  secondFactor: 'enrol' | 'code';
  challenge: string;
  enrolment?: { secret: string; recoveryCodes: string[] };
}

/**
 * Signs a staff member in through /tools/login with the second factor; answers username and
 * permissions. The first sign-in of a username on a server enrols the authenticator the page offers
 * (its secret kept in secretsFile), later ones type a code the server has not taken yet (decision
 * 0032: each code works once; unusedCode).
 */
export async function signInTools(page: Page, username: string) {
  await page.goto('/tools/login');
  const file = secretsFile(page);
  const data = await withLock(file, async () => {
    const challenge = await signIn<ToolsChallenge>(
      page,
      '/tools/login',
      'Username',
      username,
      '/tools/login/',
    );
    const secret = challenge.enrolment?.secret ?? readSecrets(file)[username];
    if (!secret)
      throw new Error(`${username} has an authenticator on this server that the e2e helpers did not enrol`);
    if (challenge.enrolment) await page.getByTestId('totp-qr').waitFor();
    const { code, step } = await unusedCode(file, username, secret);
    await page.getByLabel(/^Authentication code/).fill(code);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/webapp/tools/login/second-factor',
    );
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const body = (await (await answer).json()) as Envelope<{ username: string; permissions: string[] }>;
    expect(body.code, JSON.stringify(body)).toBe(0);
    if (challenge.enrolment)
      fs.writeFileSync(file, JSON.stringify({ ...readSecrets(file), [username]: secret }));
    fs.writeFileSync(`${file}.steps`, JSON.stringify({ ...readSteps(file), [username]: step }));
    return body.data;
  });
  await page.waitForURL((url) => url.pathname === '/tools');
  return data;
}

/** The intro tour opens by itself on a partner's first visit: leave it with Exit. */
export async function exitTour(page: Page): Promise<void> {
  const tour = page.getByTestId('intro-tour');
  await tour.getByRole('button', { name: 'Exit' }).first().click();
  await tour.waitFor({ state: 'detached' });
}

/** The labels of a drawer's menu, groups and items, in order. */
export async function menuLabels(nav: Locator): Promise<string[]> {
  await nav.waitFor();
  return nav
    .locator('[data-menu-key]')
    .evaluateAll((els) =>
      els.map((el) => (el.querySelector('.MuiListItemText-primary') ?? el).textContent?.trim() ?? ''),
    );
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** What the domain's partnerMenu gives this partner, in English. */
export function expectedPartnerMenu(user: PartnerUser): string[] {
  const labels = partnerShellText.partnerShell.menu as Record<string, string>;
  return flatten(partnerMenu(user)).map((item) => labels[item.key] ?? `missing ${item.key}`);
}

/** What the domain's toolsMenu gives these permissions, in English. */
export function expectedToolsMenu(permissions: string[]): string[] {
  const labels = toolsShellText.toolsShell.menu as Record<string, string>;
  return flatten(toolsMenu(permissions.filter(isToolsPermission))).map(
    (item) => labels[item.key] ?? `missing ${item.key}`,
  );
}

/** The area's session as stored in local storage. */
export function storedSession(page: Page, area: 'partner' | 'tools') {
  return page.evaluate(
    (key) =>
      (
        JSON.parse(localStorage.getItem(key) ?? '{}') as {
          state?: { session?: { token: string; expiry: number } | null };
        }
      ).state?.session ?? null,
    `benefits.session.${area}`,
  );
}

/** Moves the stored expiry of an area's session to `seconds` from now (the page must reload to see it). */
export async function setStoredExpiry(page: Page, area: 'partner' | 'tools', seconds: number): Promise<void> {
  await page.evaluate(
    ({ key, seconds }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state: { session: { expiry: number } };
      };
      stored.state.session.expiry = Math.floor(Date.now() / 1000) + seconds;
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: `benefits.session.${area}`, seconds },
  );
}

export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export { horizontalOverflow, settle } from '../support/browser';
