import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { buildTheme, cssVariablesResolver, HINDI_FONTS_CSS } from '../src/app/theme';

/**
 * The theme's CSS variables as a stylesheet the build writes once (decision 0371).
 *
 * Mantine's provider works them out from the theme at every page's first render and writes them
 * into a `<style>` there: 12 to 17 ms (unthrottled) of one unit of React's work, which no
 * slicing can split, on every page. The theme never changes while the app runs (its labels are
 * component texts, not CSS), so the build renders the same `<style>` once, here, and the app
 * imports it as `THEME_VARIABLES_ID`; the provider is told not to write its own
 * (`withCssVariables={false}`).
 */
export const THEME_VARIABLES_ID = 'virtual:vedann-theme-variables.css';

/**
 * What Mantine's provider writes for the app's theme (only what differs from its defaults), and
 * the Hindi pages' fonts (`HINDI_FONTS_CSS`).
 */
export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      // The labels are no CSS: any text gives the same variables.
      theme: buildTheme({ close: '', showPassword: '' }),
      defaultColorScheme: 'light',
      cssVariablesResolver,
      withGlobalClasses: false,
    }),
  );
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error("Theme variables: Mantine's provider wrote no variables");
  return `${css}\n${HINDI_FONTS_CSS}`;
}

/** Gives `THEME_VARIABLES_ID` the stylesheet `themeVariablesCss` makes, in every build. */
export function themeVariables(): Plugin {
  // Resolved to a path that ends in .css, so that Vite treats it as any other stylesheet.
  const resolved = `/${THEME_VARIABLES_ID.replace(':', '-')}`;
  let css: string | undefined;
  return {
    name: 'vedann-theme-variables',
    resolveId: (source) => (source === THEME_VARIABLES_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      css ??= themeVariablesCss();
      return css;
    },
  };
}
