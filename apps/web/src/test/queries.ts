import {
  screen,
  waitFor,
  type ByRoleMatcher,
  type ByRoleOptions,
  type waitForOptions,
} from '@testing-library/react';

/*
 * Cheaper forms of two Testing Library queries on a whole-app render, finding the same elements.
 *
 * A role query computes the accessible name of every element of its role, each through the computed
 * styles of its text and of its ancestors (jsdom matches every style rule MUI added to the page, for
 * each element): 100 ms and more a query on a busy machine. `findByRole` runs it again at each change
 * of the page until it finds the element, so waiting with it for a lazy route costs seconds.
 *
 * `getByLabelText` asks every form control of the page for its labels; jsdom finds them by searching
 * the whole document for each label's `for`, for each control: on the partner sign-up form, 100 ms
 * and more a query.
 */

/**
 * `screen.findByRole(role, options)`, but waiting first with `ready`, a cheap query for something
 * that comes with the element (its text, a test ID), then querying by role: the same element, with
 * the same role, name and accessibility, but the role query runs once (or a few times, if the
 * element is not yet accessible when `ready` resolves) instead of at every change while the page
 * loads. `wait` is the role query's waiting, as findByRole's.
 */
export async function findByRoleOnceReady(
  ready: () => Promise<unknown>,
  role: ByRoleMatcher,
  options?: ByRoleOptions,
  wait?: waitForOptions,
): Promise<HTMLElement> {
  await ready();
  return screen.findByRole(role, options, wait);
}

/** The page's title, as `findByRole('heading', { level: 1, name })`, waited for as an h1 of that text. */
export const findPageTitle = (name: string) =>
  findByRoleOnceReady(() => screen.findAllByText(name, { selector: 'h1' }), 'heading', { level: 1, name });

const normalise = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ');

/**
 * The form control that the one `<label>` under `container` whose text matches `text` labels (by its
 * `for`, or around it), as `getByLabelText` finds it for such a label: the text as Testing Library
 * reads it (trimmed, spaces collapsed), a string matching it whole. Throws, with the labels there
 * are, unless exactly one label matches and it labels a control. Finds only `<label>` elements (not
 * aria-label or aria-labelledby): for forms whose fields are labelled so.
 */
export function getControlByLabel(text: string | RegExp, container: ParentNode = document.body): HTMLElement {
  const labels = [...container.querySelectorAll('label')];
  const matching = labels.filter((label) => {
    const content = normalise(label.textContent);
    return typeof text === 'string' ? content === text : text.test(content);
  });
  const control = matching.length === 1 ? matching[0]!.control : null;
  if (!control) {
    const seen = labels.map((label) => `“${normalise(label.textContent)}”`).join(', ');
    throw new Error(
      `${matching.length === 1 ? 'The label matching' : `${matching.length} labels match`} ${String(text)}` +
        `${matching.length === 1 ? ' labels no control' : ''}; the labels: ${seen}`,
    );
  }
  return control;
}

/** `getControlByLabel`, waited for as `findByLabelText` waits (each try is cheap). */
export const findControlByLabel = (text: string | RegExp, container?: ParentNode) =>
  waitFor(() => getControlByLabel(text, container));
