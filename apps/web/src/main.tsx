import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { currentLanguage, i18n } from './i18n';
import { manifestFollowsLanguage, registerServiceWorker } from './app/install';
import { Providers, seedQueries, startEarlyReads } from './app/providers';
import { areaRouteFinder, startingRoutes } from './app/router';
import { DESKTOP_QUERY } from './ui/media-queries';
import { nextTask } from './lib/next-task';
import {
  PRERENDERED_ATTRIBUTE,
  Interactive,
  readSeededQueries,
  RENDERED_ORG_ATTRIBUTE,
  SEEDED_QUERIES_ID,
} from './app/prerendered';
import {
  getStoredOrgId,
  rememberOrgInCookie,
  RenderedOrgContext,
  setStoredOrgId,
} from './lib/org-store';
// After every other stylesheet, as Mantine's own <style> was: it overrides Mantine's defaults.
import 'virtual:vedann-theme-variables.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
// A signed-in visitor's page was rendered for the business this browser remembers, or (nothing
// remembered) for the one it would choose first: that choice is made now, as the server made it.
// The boot script (src/prerender.tsx) has emptied a page rendered for another.
// (Empty for an account with no business: rendered for none.)
const renderedOrg =
  prerendered === null ? null : container.getAttribute(RENDERED_ORG_ATTRIBUTE) || null;
if (renderedOrg !== null && getStoredOrgId() === null) setStoredOrgId(renderedOrg);
// Visits before the cookie existed kept the choice in localStorage only.
else rememberOrgInCookie(getStoredOrgId());
// A page rendered without the account (the prerendered ones) must first render as the server
// did, account unknown; every other page waits for the account, so it is asked for at once.
if (prerendered === null) startEarlyReads();

manifestFollowsLanguage(i18n);
registerServiceWorker();

const appWith = (router: DataRouter) => (
  <StrictMode>
    <RenderedOrgContext value={renderedOrg}>
      <Providers>
        <RouterProvider router={router} />
        <Interactive container={container} />
      </Providers>
    </RenderedOrgContext>
  </StrictMode>
);

/** Resolves once the router has loaded the lazy routes of the page being opened. */
function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page the server rendered with its data (the jobs list) carries the answers it used: the
 * first render starts from them, as the server's did, so the markup is taken over as it is.
 */
function seedRenderedAnswers(): void {
  const seeded = document.getElementById(SEEDED_QUERIES_ID);
  if (!seeded) return;
  seedQueries(readSeededQueries(seeded.textContent ?? ''));
  seeded.remove();
}

/**
 * The build prerenders a few pages (app/prerendered.tsx): the visitor sees them before any script
 * runs. React takes over the same markup (hydration) when this visit renders what the build did:
 * the same page, in English, at a phone's width. Otherwise (Hindi, a wide screen, a query) it
 * renders anew over it. Either way the page's lazy chunk is loaded first, so the prerendered page
 * never gives way to a "Loading" state, and the work runs as a transition: in small slices that
 * leave the main thread free for the visitor's input.
 */
async function start(root: HTMLElement): Promise<void> {
  // Each step below is a task of its own (10 to 40 ms each, unthrottled), so that a tap can be
  // answered in between: the cache's first answers, the router (which reads every route), the
  // page's code, and the first render.
  await nextTask();
  seedRenderedAnswers();
  await nextTask();
  const router = createBrowserRouter(startingRoutes, {
    patchRoutesOnNavigation: areaRouteFinder(),
  });
  const app = appWith(router);
  if (prerendered === null) {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  await routerReady(router);
  await nextTask();
  const { pathname, search } = window.location;
  const same =
    prerendered === pathname &&
    search === '' &&
    currentLanguage() === 'en' &&
    !window.matchMedia(DESKTOP_QUERY).matches;
  startTransition(() => {
    if (same) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
