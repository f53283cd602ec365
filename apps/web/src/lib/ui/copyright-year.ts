/**
 * The year the copyright lines show (the footer, the drawers' footer): this year. The first frames'
 * renderer (decision 0051) sets a placeholder instead, which the server fills with the year it sends
 * a frame in, so that a frame built in December does not show last year in January.
 */
let shown: string | undefined;

export const copyrightYear = (): string => shown ?? String(new Date().getFullYear());

/** The first frames' renderer only: the text shown instead of the year. */
export function setCopyrightYear(text: string | undefined): void {
  shown = text;
}
