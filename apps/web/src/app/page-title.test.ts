import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { i18n } from '../i18n';
import '../domains/home/i18n';
import '../domains/accounts/i18n';
import '../domains/jobs/i18n';
import { routes } from './router';
import { PRERENDERED_PAGES } from './prerendered';
import { documentTitle, routeTitle } from '../ui/page-title';

/** The document title the shell gives the page at `path`, as the route table defines it. */
function titleAt(path: string, language: 'en' | 'hi'): string {
  const t = i18n.getFixedT(language);
  const matched = (matchRoutes(routes, path) ?? []).map((match) => match.route);
  return documentTitle(routeTitle(matched, t), t('appName'));
}

describe('page titles from the route handles', () => {
  it('names the pages by their route, in the chosen language', () => {
    expect(titleAt('/', 'en')).toBe('Home · Vedann');
    expect(titleAt('/login', 'en')).toBe('Log In · Vedann');
    expect(titleAt('/jobs', 'en')).toBe('Jobs · Vedann');
    expect(titleAt('/jobs', 'hi')).toBe('नौकरियाँ · वेदन');
  });

  it('gives every prerendered page a title of its own', () => {
    // A signed-in visitor's page names their business: its render gives the title the page
    // gives itself (usePageTitle), checked by the server's tests and the homes' journeys.
    const titles = PRERENDERED_PAGES.filter((page) => !page.signedIn).map((page) =>
      titleAt(page.path, 'en'),
    );
    expect(titles.every((title) => title !== 'Vedann')).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('takes the deepest route that names one, and the name alone without one', () => {
    const title = (key: string) => () => key;
    expect(
      routeTitle(
        [{ handle: { title: title('Outer') } }, {}, { handle: { title: title('Inner') } }],
        i18n.t,
      ),
    ).toBe('Inner');
    expect(routeTitle([{ handle: { title: title('Outer') } }, { handle: {} }], i18n.t)).toBe(
      'Outer',
    );
    expect(routeTitle([{}, { handle: null }], i18n.t)).toBeUndefined();
    expect(documentTitle(undefined, 'Vedann')).toBe('Vedann');
  });

  it('names the business whose page it is, once', () => {
    expect(documentTitle('Bills: Wifi', 'Vedann', 'Sutrin Fitness')).toBe(
      'Bills: Wifi · Sutrin Fitness · Vedann',
    );
    // The ahar's dashboard is titled by the business's own name.
    expect(documentTitle('Annapurna', 'Vedann', 'Annapurna')).toBe('Annapurna · Vedann');
    expect(documentTitle('Attendance', 'Vedann', null)).toBe('Attendance · Vedann');
  });
});
