import { HOME_FIGURES_MAX_AGE_S, homeApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { homeFigures } from './figures.service';

export function registerHomeFiguresRoute({ app, db }: AppContext): void {
  // Public and the same for everyone: a shared cache may keep it as long as the server does.
  app.route({
    ...routeOf(homeApi.figures, ['home']),
    handler: async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${HOME_FIGURES_MAX_AGE_S}`);
      return homeFigures(db, todayInIndia());
    },
  });
}
