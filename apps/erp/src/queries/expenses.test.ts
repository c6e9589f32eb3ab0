import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { listParams, sortExpression } from '../lib/lists';
import { expenseDateRange, expenseList } from './expenses';

const pb = new PocketBase('http://127.0.0.1:8093');
const today = '2026-11-20';
const paramsOf = (raw: Record<string, unknown>) => listParams(expenseList, raw, today);

describe('the expenses list', () => {
  it('resolves the date presets to whole days that end today', () => {
    expect(expenseDateRange(paramsOf({ date: 'last7Days' }))).toEqual({ start: '2026-11-14', end: '2026-11-20' });
    expect(expenseDateRange(paramsOf({ date: 'last90Days' }))).toEqual({ start: '2026-08-23', end: '2026-11-20' });
    expect(expenseDateRange(paramsOf({ date: 'custom', from: '2026-11-01' }))).toEqual({
      start: '2026-11-01',
      end: null,
    });
    expect(expenseDateRange(paramsOf({}))).toBeNull();
  });

  it('filters by search, category, status and an inclusive date range, binding every value', () => {
    const filter = expenseList.filter(
      pb,
      paramsOf({
        search: 'Omar',
        category: 'Meals & Entertainment',
        status: 'Pending',
        date: 'custom',
        from: '2026-11-01',
        to: '2026-11-15',
      }),
    );
    expect(filter).toBe(
      '(expenseNumber ~ "Omar" || description ~ "Omar" || employeeName ~ "Omar" || employeeNameAr ~ "Omar" || reference ~ "Omar") && ' +
        'category = "Meals & Entertainment" && status = "Pending" && ' +
        'date >= "2026-11-01 00:00:00.000Z" && date < "2026-11-16 00:00:00.000Z"',
    );
  });

  it('sorts the employee column by the stored employee name', () => {
    expect(sortExpression('employee', expenseList.sortBy)).toBe('employeeName');
    expect(sortExpression('-reference', expenseList.sortBy)).toBe('-reference');
  });

  it('keeps only valid days and presets from a hand-edited URL, latest first by default', () => {
    expect(paramsOf({ date: 'custom', from: '2026-11-01', to: '2026-13-01' }).filters).toMatchObject({
      date: 'custom',
      from: '2026-11-01',
      to: null,
    });
    expect(paramsOf({ date: 'all', category: 'Travel', sort: 'employee' })).toMatchObject({
      sort: 'employee',
      filters: { category: 'Travel', date: null },
    });
    expect(paramsOf({})).toMatchObject({ sort: '-date', filters: { date: null, from: null, to: null } });
  });
});
