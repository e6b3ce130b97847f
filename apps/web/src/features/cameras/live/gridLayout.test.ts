import { describe, expect, it } from 'vitest';
import {
  clampPage,
  GRID_SIZES,
  gridColumns,
  isGridSize,
  pageCount,
  pageKeeping,
  tilesOnPage,
} from './gridLayout';

describe('live grid layout', () => {
  it('draws squares, one column on a phone', () => {
    expect(GRID_SIZES.map((size) => gridColumns(size, false))).toEqual([1, 2, 3, 4]);
    expect(GRID_SIZES.map((size) => gridColumns(size, true))).toEqual([1, 1, 1, 1]);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(17, 16)).toBe(2);
    expect(pageCount(9, 1)).toBe(9);
  });

  it('keeps the page within range', () => {
    expect(clampPage(3, 5, 4)).toBe(2);
    expect(clampPage(0, 5, 4)).toBe(1);
    expect(clampPage(Number.NaN, 5, 4)).toBe(1);
    expect(clampPage(2, 0, 9)).toBe(1);
  });

  it('slices the cameras of a page in order', () => {
    const cameras = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(tilesOnPage(cameras, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(tilesOnPage(cameras, 4, 3)).toEqual([9, 10]);
    expect(tilesOnPage(cameras, 4, 9)).toEqual([9, 10]);
    expect(tilesOnPage(cameras, 16, 1)).toEqual(cameras);
    expect(tilesOnPage([], 9, 1)).toEqual([]);
  });

  it('keeps the first camera on screen when the grid changes size', () => {
    expect(pageKeeping(8, 9)).toBe(1);
    expect(pageKeeping(8, 4)).toBe(3);
    expect(pageKeeping(8, 1)).toBe(9);
  });

  it('knows the grid sizes', () => {
    expect(isGridSize(9)).toBe(true);
    expect(isGridSize(6)).toBe(false);
    expect(isGridSize('4')).toBe(false);
  });
});
