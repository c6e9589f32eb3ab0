// The signed-in app's catalogues: the shell's and each module's, each reduced at build time (`?scope=`, see
// vite.config.ts) and split into its own chunk. Loaded only once the user is signed in.
import type { Locale, Messages } from '@erp/ui';

import type { Module } from './messages';

const json = (m: { default: unknown }) => m.default as Messages;

const shell: Record<Locale, () => Promise<Messages[]>> = {
  'en-US': () =>
    Promise.all([
      import('@erp/ui/intl/en-US.json').then(json),
      import('@erp/widgets/intl/en-US.json?scope=shell').then(json),
      import('@erp/schema/intl/en-US.json').then(json),
    ]),
  'ar-EG': () =>
    Promise.all([
      import('@erp/ui/intl/ar-EG.json').then(json),
      import('@erp/widgets/intl/ar-EG.json?scope=shell').then(json),
      import('@erp/schema/intl/ar-EG.json').then(json),
    ]),
};
const modules: Record<Locale, Record<Module, () => Promise<Messages>>> = {
  'en-US': {
    dashboard: () => import('@erp/widgets/intl/en-US.json?scope=dashboard').then(json),
    crm: () => import('@erp/widgets/intl/en-US.json?scope=crm').then(json),
    sales: () => import('@erp/widgets/intl/en-US.json?scope=sales').then(json),
    stock: () => import('@erp/widgets/intl/en-US.json?scope=stock').then(json),
    hr: () => import('@erp/widgets/intl/en-US.json?scope=hr').then(json),
    reports: () => import('@erp/widgets/intl/en-US.json?scope=reports').then(json),
    admin: () => import('@erp/widgets/intl/en-US.json?scope=admin').then(json),
  },
  'ar-EG': {
    dashboard: () => import('@erp/widgets/intl/ar-EG.json?scope=dashboard').then(json),
    crm: () => import('@erp/widgets/intl/ar-EG.json?scope=crm').then(json),
    sales: () => import('@erp/widgets/intl/ar-EG.json?scope=sales').then(json),
    stock: () => import('@erp/widgets/intl/ar-EG.json?scope=stock').then(json),
    hr: () => import('@erp/widgets/intl/ar-EG.json?scope=hr').then(json),
    reports: () => import('@erp/widgets/intl/ar-EG.json?scope=reports').then(json),
    admin: () => import('@erp/widgets/intl/ar-EG.json?scope=admin').then(json),
  },
};

/** The shell's strings (the primitives', the frame's, shared terms) and those of the given modules. */
export async function loadSignedIn(locale: Locale, withModules: readonly Module[]): Promise<Messages[]> {
  const [libraries, ...moduleMessages] = await Promise.all([
    shell[locale](),
    ...withModules.map((m) => modules[locale][m]()),
  ]);
  return [...libraries, ...moduleMessages];
}

/** One module's strings. */
export function loadModule(locale: Locale, module: Module): Promise<Messages> {
  return modules[locale][module]();
}
