/**
 * Mantine's `MantineCssVariables`, as the browser's build gives it to Mantine's provider
 * (vite.config.ts, `mantineReplacements`).
 *
 * The theme's variables are a stylesheet the build writes (bundling/theme-variables.ts), and the
 * provider is told not to write its own (`withCssVariables={false}` in app/providers.tsx). Mantine's
 * module would still work out its default variables as it loads (3 to 10 ms of the entry's task,
 * unthrottled); in its place the build has this, which is never rendered.
 */
export function MantineCssVariables(): never {
  throw new Error(
    "The theme's variables come from the build's stylesheet: keep withCssVariables={false}",
  );
}
