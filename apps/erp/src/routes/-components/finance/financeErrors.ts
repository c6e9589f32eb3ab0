// What the invoices, quotations and receipts screens still import under their old names, until they move onto the
// list-screen pattern too (failures reported by lib/failures.ts from each query's and mutation's meta). Nothing
// new imports from here; it goes with that move.
import { serverRefusals, type ServerRefusal } from '../../../lib/failures';

export { serverRefusals };

/** Per-field messages of a failed save, translated where the code is known (see lib/failures.ts refusedFields). */
export function translatedFieldErrors(
  error: unknown,
  translate: (refusal: ServerRefusal) => string | null,
): Record<string, string> | null {
  const out = Object.fromEntries(
    serverRefusals(error).flatMap((r) => {
      const text = translate(r) || r.message;
      return text ? [[r.field, text] as const] : [];
    }),
  );
  return Object.keys(out).length > 0 ? out : null;
}
