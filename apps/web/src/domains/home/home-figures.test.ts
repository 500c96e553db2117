import { describe, expect, it } from 'vitest';
import { homeApi } from '@vedann/contracts';
import { HOME_FIGURES_PATH } from './home-figures';

describe('the landing page figures', () => {
  it('reads the path the contract declares', () => {
    expect(HOME_FIGURES_PATH).toBe(homeApi.figures.path);
  });
});
