import { readFileSync } from 'node:fs';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  emptyLine,
  lineDraftsOf,
  linesOfDrafts,
  linesOverStock,
  validateLines,
  vatOptions,
  type LineDraft,
} from './lines';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../intl/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const intl = createIntl({ locale: 'en-US', messages: catalogue('en-US') });
const ar = createIntl({ locale: 'ar-EG', messages: catalogue('ar-EG') });

const inventory = (key: string, item: string, quantity: number, stock: number): LineDraft => ({
  ...emptyLine('inventory'),
  key,
  item,
  itemText: item,
  description: item,
  quantity,
  unitPrice: 10,
  stock,
});

describe('document lines', () => {
  it('starts an inventory line at a quantity of 1 and a custom line empty', () => {
    expect(emptyLine('inventory').quantity).toBe(1);
    expect(emptyLine('custom').quantity).toBeNull();
    expect(emptyLine('custom').key).not.toBe(emptyLine('custom').key);
  });

  it('adds up the lines of one item against its stock', () => {
    const lines = [inventory('a', 'cement', 6, 10), inventory('b', 'cement', 5, 10), inventory('c', 'pipe', 3, 10)];
    expect([...linesOverStock(lines)].sort()).toEqual(['a', 'b']);
    expect(linesOverStock([inventory('a', 'cement', 10, 10)]).size).toBe(0);
  });

  it('names each invalid field as the server does, and checks stock only where asked', () => {
    const lines = [{ ...emptyLine('inventory'), key: 'x' }, inventory('y', 'cement', 12, 10)];
    const errors = validateLines(intl, lines, null);
    expect(Object.keys(errors).sort()).toEqual([
      'items.0.description',
      'items.0.item',
      'items.0.unitPrice',
      'items.1.quantity',
      'vatRate',
    ]);
    expect(errors['items.1.quantity']).toBe('Quantity exceeds available stock!');
    expect(validateLines(intl, lines, 14, { checkStock: false })['items.1.quantity']).toBeUndefined();
    expect(validateLines(intl, [], 14)).toEqual({ items: 'Add at least one item.' });
    expect(validateLines(ar, [], 14)).toEqual({ items: 'أضف بندًا واحدًا على الأقل.' });
  });

  it('refuses a description longer than the server keeps, counted in characters, in both languages', () => {
    const line = (description: string) => [{ ...inventory('a', 'cement', 1, 10), description }];
    expect(validateLines(intl, line('ب'.repeat(500)), 14)).toEqual({});
    expect(validateLines(intl, line('ب'.repeat(501)), 14)).toEqual({
      'items.0.description': 'Use at most 500 characters.',
    });
    expect(validateLines(ar, line('x'.repeat(501)), 14)['items.0.description']).toBe('استخدم ٥٠٠ حرفًا على الأكثر.');
  });

  it('keeps a withdrawn VAT rate the document already has among the choices', () => {
    const rates = [{ name: 'Standard', rate: 14 }];
    expect(vatOptions(intl, rates, 14).map((o) => o.id)).toEqual(['14']);
    expect(vatOptions(intl, rates, 10)).toEqual([
      { id: '14', label: 'Standard (14%)' },
      { id: '10', label: '10%' },
    ]);
  });

  it('stores drafts with trimmed descriptions and line totals computed as the server does', () => {
    const stored = [
      { item: 'it1', warehouse: 'w1', supplier: 's1', description: 'Pipe', quantity: 3, unitPrice: 33.33, total: 0 },
      { description: 'Delivery', quantity: 1, unitPrice: 650, total: 0 },
    ];
    const drafts = lineDraftsOf(stored).map((d) => ({ ...d, description: `  ${d.description} ` }));
    expect(drafts.map((d) => d.kind)).toEqual(['inventory', 'custom']);
    expect(linesOfDrafts(drafts)).toEqual([
      expect.objectContaining({ item: 'it1', description: 'Pipe', quantity: 3, unitPrice: 33.33, total: 99.99 }),
      { description: 'Delivery', quantity: 1, unitPrice: 650, total: 650 },
    ]);
  });
});
