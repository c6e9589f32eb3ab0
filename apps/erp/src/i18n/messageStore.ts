import type { Locale, Messages } from '@erp/ui';

import { loadMessages, loadModuleMessages, moduleOfPath, type MessageScope, type Module } from './messages';

type Snapshot = { locale: Locale; messages: Messages };

/**
 * The app's locale and the strings loaded so far: the shell's, and each module's once one of its pages is opened
 * (the /app guard awaits `ensureModule` before a page renders). The locale provider renders from it; a language
 * switch reloads the shell and every module already loaded.
 */
export class MessageStore {
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private readonly modules = new Set<Module>();
  private readonly pending = new Map<Module, Promise<void>>();

  constructor(
    locale: Locale,
    messages: Messages,
    private readonly scope: () => MessageScope,
    loadedModules: readonly Module[] = [],
  ) {
    this.snapshot = { locale, messages };
    loadedModules.forEach((m) => this.modules.add(m));
  }

  getSnapshot = (): Snapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the strings of the module a path belongs to (see {@link ensureModule}). */
  ensurePath(pathname: string): Promise<void> {
    return this.ensureModule(moduleOfPath(pathname));
  }

  /** Loads a module's strings for the current locale, once; resolves when they are in the messages. */
  ensureModule(module: Module | null): Promise<void> {
    if (!module || this.modules.has(module) || this.scope() !== 'app') return Promise.resolve();
    let loading = this.pending.get(module);
    if (!loading) {
      const { locale } = this.snapshot;
      loading = loadModuleMessages(locale, module)
        .then((messages) => {
          // A language switch meanwhile loads every module again in the new language.
          if (this.snapshot.locale !== locale) return;
          this.modules.add(module);
          this.set({ locale, messages: { ...this.snapshot.messages, ...messages } });
        })
        .finally(() => this.pending.delete(module));
      this.pending.set(module, loading);
    }
    return loading;
  }

  /** Switches language: loads the shell and every module already loaded in `locale`, then renders with them. */
  async setLocale(locale: Locale): Promise<void> {
    const messages = await loadMessages(locale, this.scope(), [...this.modules]);
    this.set({ locale, messages });
  }

  private set(snapshot: Snapshot) {
    this.snapshot = snapshot;
    this.listeners.forEach((l) => l());
  }
}
