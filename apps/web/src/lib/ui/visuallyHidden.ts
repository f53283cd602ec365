/**
 * Styles (for `sx`) that take an element out of sight but leave it read by screen readers: a link's
 * name where only its icon shows, a column's heading drawn as an icon. In pixels: MUI's `sx` reads a
 * bare 1 as 100%.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
