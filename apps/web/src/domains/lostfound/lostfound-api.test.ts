import { describe, expect, it } from 'vitest';
import { lostfoundApi } from '@vedann/contracts';
import { endpointUrl } from '../../lib/endpoint';
import { EMPTY_FILTERS, listQuery, type LostFilters } from './lostfound-api';

const listUrl = (kind: 'human' | 'animal' | 'material', filters: LostFilters, page: number) =>
  endpointUrl(lostfoundApi.lost[kind].list, { query: listQuery(filters, page) });

describe('Nikat Vastu list paths', () => {
  it("asks the spec's path with the page and only the filters in use", () => {
    expect(listUrl('human', EMPTY_FILTERS, 1)).toBe('/api/humans?page=1&limit=12');
    expect(
      listUrl(
        'material',
        {
          ...EMPTY_FILTERS,
          search: ' red bag ',
          location: 'Pune',
          from: '2026-11-01',
          near: '411001',
        },
        3,
      ),
    ).toBe(
      '/api/materials?page=3&limit=12&search=red+bag&location=Pune&from=2026-11-01&near=411001',
    );
  });

  it("prefers the browser's point over a typed place", () => {
    expect(
      listUrl('animal', { ...EMPTY_FILTERS, near: 'Pune', point: { lat: 19.07, lng: 72.87 } }, 1),
    ).toBe('/api/animals?page=1&limit=12&lat=19.0700&lng=72.8700');
  });
});
