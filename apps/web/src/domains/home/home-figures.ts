import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, homeApi } from '@vedann/contracts';
import { apiGet } from '../../lib/api';
import { endpointKey } from '../../lib/endpoint';
import type { RenderMeta } from '../../lib/render-meta';

export type HomeFiguresAnswer = AnswerOf<typeof homeApi.figures>;

/**
 * `homeApi.figures.path`, written out: the landing page takes only types from the contracts,
 * whose values bring zod into the first load (home-figures.test.ts checks the two agree).
 */
export const HOME_FIGURES_PATH = '/home/figures';

/**
 * The landing page's live figures. The server fills them in when it renders `/` (`RenderMeta`),
 * so they are in the page's first HTML. The same for everyone: the key names no business, so a
 * signed-in visitor's browser finds the answer the server rendered with.
 */
export function useHomeFigures() {
  return useQuery({
    queryKey: endpointKey({ path: HOME_FIGURES_PATH }, null),
    queryFn: () => apiGet<HomeFiguresAnswer>(HOME_FIGURES_PATH),
    meta: { renderUrl: HOME_FIGURES_PATH } satisfies RenderMeta,
  });
}
