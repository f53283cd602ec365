import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyAdornment } from './MoneyAdornment';

/** The text before and after an amount field's input: where its dollar sign stands. */
function around(language: string) {
  render(
    <TextField id="amount" label="Amount" value="12,34" slotProps={{ input: moneyAdornment(language) }} />,
  );
  const input = screen.getByLabelText('Amount');
  const box = input.parentElement!;
  const before = [...box.children].slice(0, [...box.children].indexOf(input));
  const after = [...box.children].slice([...box.children].indexOf(input) + 1);
  // The outline's fieldset repeats the label: not what the reader sees beside the amount.
  const text = (nodes: Element[]) =>
    nodes
      .filter((n) => n.tagName !== 'FIELDSET')
      .map((n) => n.textContent)
      .join('')
      .trim();
  return { before: text(before), after: text(after) };
}

describe('moneyAdornment (an amount field’s dollar sign)', () => {
  it('puts the sign before the amount in English: $ 12.34', () => {
    expect(around('en')).toEqual({ before: '$', after: '' });
  });

  it.each(['fr', 'fr-CA'])('puts it after the amount in French (%s): 12,34 $', (language) => {
    expect(around(language)).toEqual({ before: '', after: '$' });
  });
});
