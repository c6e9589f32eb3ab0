import type { FieldOption } from './options';
import { sample } from './storyText';

// Sample options for stories and tests, in the locale under test.

export function departmentOptions(locale: unknown): FieldOption[] {
  return [
    { id: 'sales', label: sample(locale, 'Sales', 'المبيعات') },
    { id: 'finance', label: sample(locale, 'Finance', 'المالية') },
    { id: 'hr', label: sample(locale, 'Human resources', 'الموارد البشرية') },
    { id: 'warehouse', label: sample(locale, 'Warehouse', 'المخازن') },
    { id: 'it', label: sample(locale, 'IT', 'تقنية المعلومات'), isDisabled: true },
  ];
}

export function clientOptions(locale: unknown): FieldOption[] {
  return [
    { id: 'c1', label: sample(locale, 'Cairo Steel', 'حديد القاهرة') },
    { id: 'c2', label: sample(locale, 'Canal Foods', 'أغذية القناة') },
    { id: 'c3', label: sample(locale, 'Delta Cotton', 'قطن الدلتا') },
    { id: 'c4', label: sample(locale, 'Giza Pharma', 'الجيزة للأدوية') },
    { id: 'c5', label: sample(locale, 'Alexandria Shipping', 'الإسكندرية للشحن') },
  ];
}

/** A stand-in for a server search: "contains" matching after a short delay, honouring the abort signal. */
export function fakeSearch(all: FieldOption[], delayMs = 150) {
  return (query: string, signal: AbortSignal) =>
    new Promise<FieldOption[]>((resolve, reject) => {
      const t = setTimeout(() => {
        const q = query.trim().toLocaleLowerCase();
        resolve(all.filter((o) => o.label.toLocaleLowerCase().includes(q)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}
