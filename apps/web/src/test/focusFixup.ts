/**
 * The browser's "focus fixup": when the focused element is disabled (MUI's `loading` disables a
 * button) or leaves the document, the focus falls to <body>. jsdom keeps it on the element, so a
 * test of where the keyboard is after such a step would pass for the wrong reason: this emulates the
 * browser until the answered function stops it.
 */
export function emulateFocusFixup(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return;
    if (!active.isConnected || active.matches(':disabled')) active.blur();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => observer.disconnect();
}
