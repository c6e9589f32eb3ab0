import { describe, expect, it, vi } from 'vitest';

import type * as messages from './messages';
import { moduleOfPath } from './messages';
import { MessageStore } from './messageStore';

vi.mock('./messages', async (original) => ({
  ...(await original<typeof messages>()),
  loadModuleMessages: vi.fn(async (locale: string, module: string) => ({
    [`widgets.${module}.x`]: `${module} ${locale}`,
  })),
  loadMessages: vi.fn(async (locale: string, _scope: string, modules: string[]) => ({
    shell: `shell ${locale}`,
    ...Object.fromEntries(modules.map((m) => [`widgets.${m}.x`, `${m} ${locale}`])),
  })),
}));

describe('moduleOfPath', () => {
  it('names the module of a signed-in page, and none elsewhere', () => {
    expect(moduleOfPath('/app/sales/bills')).toBe('sales');
    expect(moduleOfPath('/app/dashboard')).toBe('dashboard');
    expect(moduleOfPath('/app')).toBeNull();
    expect(moduleOfPath('/auth')).toBeNull();
    expect(moduleOfPath('/app/unknown/x')).toBeNull();
  });
});

describe('MessageStore', () => {
  const store = () => new MessageStore('en-US', { shell: 'shell en-US' }, () => 'app', ['dashboard']);

  it("loads a module's strings once, when one of its pages opens, and tells the provider", async () => {
    const { loadModuleMessages } = await import('./messages');
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    await Promise.all([s.ensurePath('/app/crm/clients'), s.ensurePath('/app/crm/contacts')]);
    await s.ensureModule('dashboard');
    expect(loadModuleMessages).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot().messages).toEqual({ shell: 'shell en-US', 'widgets.crm.x': 'crm en-US' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('switches language with every module already loaded', async () => {
    const s = store();
    await s.ensureModule('sales');
    await s.setLocale('ar-EG');
    expect(s.getSnapshot()).toEqual({
      locale: 'ar-EG',
      messages: { shell: 'shell ar-EG', 'widgets.dashboard.x': 'dashboard ar-EG', 'widgets.sales.x': 'sales ar-EG' },
    });
  });

  it('loads no module strings while signed out', async () => {
    const s = new MessageStore('en-US', {}, () => 'signed-out');
    await s.ensureModule('crm');
    expect(s.getSnapshot().messages).toEqual({});
  });
});
