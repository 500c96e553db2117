import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from '../src/app/providers';
import { themeVariablesCss } from './theme-variables';

describe("the theme's variables, written by the build", () => {
  it("hold the theme's darker shades, the Hindi fonts and the resolver's light colours", () => {
    const css = themeVariablesCss();
    // Shade 6 of indigo (the primary colour) is the theme's, not Mantine's #4c6ef5.
    expect(css).toMatch(/--mantine-color-indigo-6: #415fd3;/);
    expect(css).toMatch(/--mantine-primary-color-filled: var\(--mantine-color-indigo-filled\);/);
    // The Devanagari face leads in Hindi only: in English the system's fonts draw all text.
    expect(css).toMatch(/:root:lang\(hi\) \{\n {2}--mantine-font-family: 'Noto Sans Devanagari', /);
    expect(css.split(':root:lang(hi)')[0]).not.toContain('Noto Sans Devanagari');
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\);/,
    );
  });

  it('are not written again by the app', () => {
    const markup = renderToStaticMarkup(createElement(Providers, null, 'page'));
    expect(markup).toContain('page');
    expect(markup).not.toContain('data-mantine-styles="true"');
  });
});
