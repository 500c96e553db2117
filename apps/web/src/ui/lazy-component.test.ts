import { createElement, Suspense, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyAreaExport, lazyComponent } from './lazy-component';

/** The markup of `Component` once every lazy part inside it has loaded. */
async function rendered(Component: ComponentType): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    createElement(Suspense, { fallback: 'loading' }, createElement(Component)),
  );
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Buffer>) html += chunk.toString();
  return html;
}

// An area's index as a dashboard sees it: its screen exported as a lazy component.
const areaIndex = async () => ({
  NoticeBoard: lazyComponent(
    async () => ({ Board: () => createElement('p', null, 'Notices') }),
    'Board',
  ),
});

describe("another area's screen, loaded on first use", () => {
  // React in the browser refuses a lazy component resolving to another ("wrapped in React.lazy()
  // more than once"), the server's renderer takes it: the journeys opening a kit panel (e2e/kit/)
  // are what check the browser.
  it('renders an export that is itself lazy', async () => {
    expect(await rendered(lazyAreaExport(areaIndex, 'NoticeBoard'))).toContain('<p>Notices</p>');
  });
});
