import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { WEB_AREAS } from './areas';

function paths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : route.index ? ['(index)'] : []),
    ...paths(route.children ?? []),
  ]);
}

describe('the areas list', () => {
  it('has each area once', () => {
    const names = WEB_AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // The router ranks routes by their paths, whatever their order in the list; a path two areas
  // declared would show one of the two pages.
  it('declares every path once, in one area', () => {
    const declared = WEB_AREAS.flatMap((area) =>
      Object.values(area.routes).flatMap((group: RouteObject[]) => paths(group)),
    );
    const twice = declared.filter((path, index) => declared.indexOf(path) !== index);
    expect(twice).toEqual([]);
    expect(declared.length).toBeGreaterThan(0);
  });
});
