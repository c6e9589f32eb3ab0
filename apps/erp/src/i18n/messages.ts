import type { Locale, Messages } from '@erp/ui';

/**
 * The modules whose screens have their own strings (`widgets.<module>.*`). A signed-in page loads the shell's
 * strings (the frame, navigation, shared terms and the primitives') and those of its own module only; another
 * module's strings load when the user first opens one of its pages (see MessageStore).
 */
export const MODULES = ['dashboard', 'crm', 'sales', 'stock', 'hr', 'reports', 'admin'] as const;
export type Module = (typeof MODULES)[number];

/** The module a path belongs to (`/app/sales/bills` → `sales`), or null outside the modules. */
export function moduleOfPath(pathname: string): Module | null {
  const segment = /^\/app\/([^/]+)/.exec(pathname)?.[1];
  return (MODULES as readonly string[]).includes(segment ?? '') ? (segment as Module) : null;
}

/**
 * Which strings a page loads: everything the signed-in shell needs, or only what the signed-out pages render
 * (sign-in, forgot password, errors). Signing in reloads the page, so it then loads `app`.
 */
export type MessageScope = 'app' | 'signed-out';

const json = (m: { default: unknown }) => m.default as Messages;

// Each catalogue reduced to one scope at build time (`?scope=`, see vite.config.ts): literal imports, so the
// bundler splits each into its own chunk.
const signedOut = {
  'en-US': () =>
    Promise.all([
      import('@erp/ui/intl/en-US.json?scope=signed-out').then(json),
      import('@erp/widgets/intl/en-US.json?scope=signed-out').then(json),
    ]),
  'ar-EG': () =>
    Promise.all([
      import('@erp/ui/intl/ar-EG.json?scope=signed-out').then(json),
      import('@erp/widgets/intl/ar-EG.json?scope=signed-out').then(json),
    ]),
};
async function loadAppMessages(locale: Locale): Promise<Messages> {
  const mod = locale === 'ar-EG' ? await import('../../intl/ar-EG.json') : await import('../../intl/en-US.json');
  return mod.default as Messages;
}

/** The strings of a scope in a locale, with those of the given modules (ignored when signed out). */
export async function loadMessages(
  locale: Locale,
  scope: MessageScope,
  withModules: readonly Module[] = [],
): Promise<Messages> {
  const [libraries, app] = await Promise.all([
    // The signed-in catalogues' loaders are a chunk of their own, kept off the sign-in page.
    scope === 'app'
      ? import('./signedInMessages').then((m) => m.loadSignedIn(locale, withModules))
      : signedOut[locale](),
    loadAppMessages(locale),
  ]);
  return Object.assign({}, ...libraries, app) as Messages;
}

/** The strings of one module in a locale. */
export async function loadModuleMessages(locale: Locale, module: Module): Promise<Messages> {
  const { loadModule } = await import('./signedInMessages');
  return loadModule(locale, module);
}
