/**
 * Wide enough for a student's or recruiter's full menu, the business switcher and the language
 * on one header line; narrower screens get the burger menu ('lg' is Mantine's 75em).
 */
export const DESKTOP_QUERY = '(min-width: 75em)';

/**
 * A phone: the business shell's menu is a drawer. The server renders a signed-in visitor's page
 * at this width (app/prerendered.tsx, `signedIn`), and only a browser this narrow takes it over.
 */
export const PHONE_QUERY = '(max-width: 48em)';
