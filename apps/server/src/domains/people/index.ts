import type { Area } from '../../app-context';
import { teamDirectory } from './team.directory';

/** The people of a business across the areas; its team directory (the business's users). */
export const peopleArea: Area = {
  name: 'people',
  routes: () => undefined,
  tables: [],
  people: [teamDirectory],
};
