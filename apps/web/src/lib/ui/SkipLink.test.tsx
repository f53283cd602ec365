import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { Frame } from './Frame';

describe('the skip link', () => {
  it('is the first stop of the keyboard and leads to the main landmark', () => {
    render(
      <AppProviders>
        <Frame title="Title">
          <button type="button">Inside</button>
        </Frame>
      </AppProviders>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    // First in document order among the focusable elements: the first Tab lands on it.
    expect(document.querySelector('a[href], button, input, [tabindex="0"]')).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });
});
