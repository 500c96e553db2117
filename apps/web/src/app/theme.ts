import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/**
 * Mantine's palettes with shades 6 to 9 darkened. The light colour scheme draws filled buttons
 * and badges, light-variant text, outlines, links and error text with shade 6; these shades reach
 * at least 5.5:1 on white and 4.8:1 on their own 10 % tint, so every variant passes WCAG AA
 * (4.5:1), white text on filled green ("Open") included. Shades 0 to 5 (tints) are Mantine's.
 */
const DARKER: Record<string, readonly [string, string, string, string]> = {
  red: ['#b43b3b', '#a23535', '#902f2f', '#7e2929'],
  pink: ['#b33964', '#a1335a', '#902e50', '#7e2846'],
  grape: ['#9c3eb4', '#8c37a2', '#7d3190', '#6d2b7e'],
  violet: ['#6f4adf', '#6442c8', '#593bb2', '#4e349c'],
  indigo: ['#415fd3', '#3b55be', '#344ca9', '#2e4293'],
  blue: ['#1a6aaf', '#175f9d', '#15558c', '#124a7a'],
  cyan: ['#0e707e', '#0c6571', '#0b5a65', '#0a4f58'],
  teal: ['#0c7656', '#0a6a4d', '#095e45', '#08523c'],
  green: ['#287736', '#246b31', '#205f2b', '#1c5326'],
  lime: ['#497111', '#42650f', '#3a5a0d', '#334f0c'],
  yellow: ['#875f03', '#795602', '#6c4c02', '#5e4302'],
  orange: ['#a2510d', '#92490c', '#82410a', '#713809'],
  gray: ['#63696f', '#595f64', '#4f5459', '#454a4e'],
};

const colors = Object.fromEntries(
  Object.entries(DARKER).map(([name, dark]) => {
    const tints = DEFAULT_THEME.colors[name]?.slice(0, 6) ?? [];
    return [name, [...tints, ...dark] as unknown as MantineColorsTuple];
  }),
);

/**
 * In Hindi the self-hosted Devanagari face comes first (its @font-face unicode-range keeps it to
 * Devanagari text). In English the system's fonts draw the few Devanagari words, such as the
 * language menu's हिन्दी: the face is then not fetched, and the page is not laid out again as it
 * arrives (every text of the stack had to be: 8 to 50 ms after the first paint). The theme keeps
 * Mantine's system stack; the build adds this rule to the theme's variables.
 */
export const HINDI_FONTS_CSS = [
  ':root:lang(hi) {',
  `  --mantine-font-family: 'Noto Sans Devanagari', ${DEFAULT_THEME.fontFamily};`,
  `  --mantine-font-family-headings: 'Noto Sans Devanagari', ${DEFAULT_THEME.fontFamily};`,
  '}',
].join('\n');

/** Texts the theme gives components by default, in the chosen language. */
export interface ThemeLabels {
  close: string;
  showPassword: string;
}

export function buildTheme(labels: ThemeLabels): MantineThemeOverride {
  return createTheme({
    primaryColor: 'indigo',
    colors,
    // Filled colours pick black or white text, whichever reads better.
    autoContrast: true,
    // Keyboard focus shows a ring on every control (inputs get theirs in app.css).
    focusRing: 'auto',
    // Modals, drawers and menus appear without sliding for people who ask their system for less
    // motion (WCAG 2.3.3); everyone else keeps the transitions.
    respectReducedMotion: true,
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      PasswordInput: {
        // Mantine takes the eye out of the tab order; keyboard users need it too.
        defaultProps: {
          visibilityToggleButtonProps: { tabIndex: 0, 'aria-label': labels.showPassword },
        },
      },
    },
  });
}

/** Dimmed and placeholder text on white and on striped rows stays above 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's own placeholder element (a file input's "choose a file") is text too.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-6)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-6)',
    // Light-variant text sits on its own tint, and in tables on a striped or hovered row too:
    // one shade darker keeps it above 4.5:1 there.
    ...Object.fromEntries(
      Object.keys(DARKER).map((name) => [
        `--mantine-color-${name}-light-color`,
        `var(--mantine-color-${name}-7)`,
      ]),
    ),
  },
  dark: {},
});
