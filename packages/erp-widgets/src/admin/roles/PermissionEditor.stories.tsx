import { PERMISSION_LABELS, PERMISSION_MODULE_LABELS, type PermissionKey } from '@erp/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { padded } from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { PermissionEditor, type PermissionEditorProps } from './PermissionEditor';

/** The editor with its own state, as the role wizard holds it. */
function Stateful(props: PermissionEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PermissionEditor
      {...props}
      value={value}
      onChange={(keys) => {
        setValue(keys);
        props.onChange(keys);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Roles/PermissionEditor',
  component: Stateful,
  decorators: [padded],
  args: { value: ['view:invoices', 'create:invoices'] as PermissionKey[], onChange: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const moduleSection = (canvas: HTMLElement, mod: string) =>
  canvas.querySelector<HTMLElement>(`[data-module="${mod}"]`)!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sales = moduleSection(canvasElement, 'sales');
    await expect(sales).toHaveTextContent(msg('widgets.admin.roles.editor.count', { selected: 2, total: 20 }));
    await expect(canvasElement.querySelectorAll('[data-module]')).toHaveLength(8);
  },
};

/** The search matches names, descriptions and keys in both languages, whichever language the screen is in. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: msg('widgets.admin.roles.editor.search') });
    // Arabic words find keys on the English screen too (and the other way round).
    await userEvent.type(box, storyLocale().startsWith('ar') ? 'overtime' : 'العمل الإضافي');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-module]')).toHaveLength(1));
    await expect(moduleSection(canvasElement, 'hr')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzzz');
    await waitFor(() =>
      expect(canvas.getByText(msg('widgets.admin.roles.editor.noMatch', { query: 'zzzz' }))).toBeVisible(),
    );
  },
};

/** Select all per module, then overall; a second press clears. */
export const SelectAll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stock = moduleSection(canvasElement, 'stock');
    const stockName = storyLocale().startsWith('ar') ? 'المخزون' : 'Stock';
    await userEvent.click(
      within(stock).getByRole('checkbox', {
        name: msg('widgets.admin.roles.editor.selectAllIn', { module: stockName }),
      }),
    );
    await expect(stock).toHaveTextContent(msg('widgets.admin.roles.editor.count', { selected: 21, total: 21 }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['approve:purchase-requests', 'view:invoices']),
    );
    const overall = canvas.getAllByRole('checkbox', { name: msg('widgets.admin.roles.editor.selectAll') })[0]!;
    await userEvent.click(overall);
    await expect(canvasElement).toHaveTextContent(
      msg('widgets.admin.roles.editor.count', { selected: 130, total: 130 }),
    );
    await userEvent.click(overall);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/**
 * The boxes' states as assistive technology reads them: a module with some keys held has a mixed Select all, Space
 * on a focused key toggles it and the module's count follows, and focus stays on the key.
 */
export const Keyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const ar = storyLocale().startsWith('ar');
    const sales = moduleSection(canvasElement, 'sales');
    const salesName = ar ? PERMISSION_MODULE_LABELS.sales.nameAr : PERMISSION_MODULE_LABELS.sales.name;
    const moduleAll = within(sales).getByRole('checkbox', {
      name: msg('widgets.admin.roles.editor.selectAllIn', { module: salesName }),
    });
    await expect(moduleAll).toBePartiallyChecked();
    const label = PERMISSION_LABELS['edit:invoices'];
    const key = within(sales).getByRole('checkbox', { name: ar ? label.nameAr : label.name });
    await expect(key).not.toBeChecked();
    key.focus();
    await userEvent.keyboard(' ');
    await expect(key).toBeChecked();
    await expect(key).toHaveFocus();
    await expect(sales).toHaveTextContent(msg('widgets.admin.roles.editor.count', { selected: 3, total: 20 }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['view:invoices', 'create:invoices', 'edit:invoices']),
    );
    await expect(moduleAll).toBePartiallyChecked();
  },
};

/** Keys the editor's own role lacks cannot be added; held ones stay removable. */
export const NotGrantable: Story = {
  parameters: { screenshot: false },
  args: { grantable: new Set(['view:invoices', 'create:invoices', 'edit:invoices']), defaultQuery: 'invoices' },
  play: async ({ canvasElement }) => {
    const sales = moduleSection(canvasElement, 'sales');
    await expect(within(sales).getAllByText(msg('widgets.admin.roles.editor.notHeld')).length).toBeGreaterThan(0);
  },
};
