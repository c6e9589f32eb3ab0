import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { listTotal, seekFilter, seekablePage } from './lists';

const pb = new PocketBase('http://127.0.0.1:1');
const bounds = (first: [string | number, string], last: [string | number, string]) => ({
  first: { value: first[0], id: first[1] },
  last: { value: last[0], id: last[1] },
});

describe('keyset paging', () => {
  it('seeks the next page after the previous page’s last row, in the list’s order with the id breaking ties', () => {
    const seek = seekablePage('-issueDate', bounds(['2026-03-09', 'a1'], ['2026-03-01', 'z9']), null);
    expect(seek).toMatchObject({ field: 'issueDate', sort: '-issueDate,id', reversed: false });
    expect(seekFilter(pb, seek!)).toBe(`(issueDate <= "2026-03-01" && (issueDate < "2026-03-01" || id > "z9"))`);
    const ascending = seekablePage('total', bounds([10, 'a'], [250.5, 'q']), null);
    expect(seekFilter(pb, ascending!)).toBe(`(total >= 250.5 && (total > 250.5 || id > "q"))`);
  });

  it('seeks a page before the next page’s first row in the reverse order, to be turned back', () => {
    const seek = seekablePage('-issueDate', null, bounds(['2026-02-28', 'c3'], ['2026-02-20', 'd4']));
    expect(seek).toMatchObject({ sort: 'issueDate,-id', reversed: true });
    expect(seekFilter(pb, seek!)).toBe(`(issueDate >= "2026-02-28" && (issueDate > "2026-02-28" || id < "c3"))`);
    const ascending = seekablePage('name', null, bounds(['مصنع', 'c3'], ['نور', 'd4']));
    expect(ascending).toMatchObject({ sort: '-name,-id', reversed: true });
    expect(seekFilter(pb, ascending!)).toBe(`(name <= "مصنع" && (name < "مصنع" || id < "c3"))`);
  });

  it('binds the cursor’s value, so a quote in it cannot change the filter', () => {
    const seek = seekablePage('name', bounds(['a', '1'], ['O"Brien" || id != "', 'x']), null);
    expect(seekFilter(pb, seek!)).toBe(
      `(name >= "O\\"Brien\\" || id != \\"" && (name > "O\\"Brien\\" || id != \\"" || id > "x"))`,
    );
  });

  it('includes the cursor’s own row when it is the page’s first (a deep page’s start)', () => {
    const seek = seekablePage('-issueDate', bounds(['x', 'a'], ['x', 'b']), null);
    expect(seekFilter(pb, { ...seek!, cursor: { value: '2026-02-19', id: 'k2' }, inclusive: true })).toBe(
      `(issueDate <= "2026-02-19" && (issueDate < "2026-02-19" || id >= "k2"))`,
    );
  });

  it('offsets when no neighbour is loaded or the order is a related record’s field', () => {
    expect(seekablePage('-issueDate', null, null)).toBeNull();
    expect(seekablePage('supplier.name', bounds(['a', '1'], ['b', '2']), null)).toBeNull();
  });
});

describe('the total a list shows', () => {
  const rows = (n: number, isPlaceholderData = false) => ({
    data: { items: Array.from({ length: n }) },
    isPlaceholderData,
  });
  it('is the count’s answer once it has come', () => {
    expect(listTotal({ page: 1, perPage: 30 }, rows(30), { data: 35113, isPlaceholderData: false })).toBe(35113);
  });
  it('is what a short page proves while the count of a new filter is on its way', () => {
    expect(listTotal({ page: 3, perPage: 30 }, rows(7), { data: 900, isPlaceholderData: true })).toBe(67);
    expect(listTotal({ page: 1, perPage: 30 }, rows(0), { isPlaceholderData: false })).toBe(0);
  });
  it('keeps the previous count, or one past the page, while a full page cannot tell', () => {
    expect(listTotal({ page: 2, perPage: 30 }, rows(30), { data: 900, isPlaceholderData: true })).toBe(900);
    expect(listTotal({ page: 2, perPage: 30 }, rows(30), { isPlaceholderData: false })).toBe(61);
    expect(listTotal({ page: 2, perPage: 30 }, rows(5, true), { isPlaceholderData: false })).toBe(31);
  });
});
