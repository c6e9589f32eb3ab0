import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import '../theme/radix.css';
import '../theme/global.css';
import { Button } from '../button/Button';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { ViewerDialog, type ViewerDialogProps } from './ViewerDialog';

function Harness(props: Partial<ViewerDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View</Button>
      <ViewerDialog
        title="Invoice INV-1"
        sections={[
          {
            id: 's',
            title: 'Details',
            fields: [
              { label: 'Client', value: 'Nile' },
              { label: 'Notes', value: null },
            ],
          },
        ]}
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/** The focused element's accessible name from aria-label or its text, for the Tab-order assertions. */
const focusedName = () => {
  const el = document.activeElement as HTMLElement | null;
  return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
};

describe.each(['en-US', 'ar-EG'] as const)('ViewerDialog (%s)', (locale) => {
  const closeLabel = locale === 'ar-EG' ? 'إغلاق' : 'Close';

  it('traps Tab and Shift+Tab inside the viewer, with the action bar as one stop, and returns focus', async () => {
    const screen = await renderWithLocale(
      <Harness
        actions={[
          { id: 'edit', label: 'Edit', onAction: vi.fn() },
          { id: 'print', label: 'Print', onAction: vi.fn() },
        ]}
      >
        <a href="#attachment">Attachment</a>
      </Harness>,
      locale,
    );
    const trigger = screen.getByRole('button', { name: 'View' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    // Tab stops in document order: the header's close button, the content's link, the action bar.
    const order = [closeLabel, 'Attachment', 'Edit'];
    (page.getByRole('button', { name: closeLabel }).element() as HTMLElement).focus();
    const forward = [focusedName()];
    for (let i = 0; i < order.length; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
      forward.push(focusedName());
    }
    expect(forward).toEqual([...order, order[0]]);
    const backward = [focusedName()];
    for (let i = 0; i < order.length; i++) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
      backward.push(focusedName());
    }
    expect(backward).toEqual([order[0], ...[...order].reverse()]);
    // Inside the bar the arrows move in reading order; the bar stays a single stop that remembers its action.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedName()).toBe('Edit');
    await userEvent.keyboard(locale === 'ar-EG' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(focusedName()).toBe('Print');
    await userEvent.keyboard('{Tab}');
    expect(focusedName()).toBe(closeLabel);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedName()).toBe('Print');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes on Escape and on the close button, returning focus to the trigger', async () => {
    const screen = await renderWithLocale(<Harness />, locale);
    const trigger = screen.getByRole('button', { name: 'View' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveAccessibleName('Invoice INV-1');
    await expect.element(page.getByText(locale === 'ar-EG' ? 'غير محدد' : 'Not set')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: closeLabel }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('fires actions, leaves hidden ones out, disables disabled ones, and moves with arrows in reading order', async () => {
    const edit = vi.fn();
    const print = vi.fn();
    const remove = vi.fn();
    const screen = await renderWithLocale(
      <Harness
        actions={[
          { id: 'edit', label: 'Edit', icon: 'edit', onAction: edit },
          { id: 'approve', label: 'Approve', onAction: vi.fn(), isHidden: true },
          { id: 'print', label: 'Print', icon: 'print', onAction: print },
          { id: 'delete', label: 'Delete', variant: 'danger', onAction: remove, isDisabled: true },
        ]}
      />,
      locale,
    );
    await screen.getByRole('button', { name: 'View' }).click();
    const toolbar = page.getByRole('toolbar');
    await expect.element(toolbar).toBeVisible();
    expect(page.getByRole('button', { name: 'Approve' }).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(edit).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard(locale === 'ar-EG' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect.element(page.getByRole('button', { name: 'Print' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();

    const editBox = page.getByRole('button', { name: 'Edit' }).element().getBoundingClientRect();
    const printBox = page.getByRole('button', { name: 'Print' }).element().getBoundingClientRect();
    if (locale === 'ar-EG') expect(printBox.left).toBeLessThan(editBox.left);
    else expect(printBox.left).toBeGreaterThan(editBox.left);
  });

  it('shows skeleton rows and announces loading, without actions', async () => {
    await renderWithLocale(
      <ViewerDialog
        defaultOpen
        title="Invoice"
        isLoading
        loadingRows={4}
        actions={[{ id: 'e', label: 'Edit', onAction: vi.fn() }]}
      />,
      locale,
    );
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'loading');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(locale === 'ar-EG' ? 'جارٍ تحميل السجل…' : 'Loading the record…');
    expect(page.getByTestId('viewer-skeleton').element().children).toHaveLength(4);
    expect(page.getByRole('toolbar').query()).toBeNull();
  });

  it('shows an error with a working retry', async () => {
    const onRetry = vi.fn();
    await renderWithLocale(<ViewerDialog defaultOpen title="Invoice" error onRetry={onRetry} />, locale);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'error');
    const message = locale === 'ar-EG' ? 'تعذر تحميل السجل.' : 'The record could not be loaded.';
    await expect.element(page.getByRole('alert').getByText(message)).toBeVisible();
    await page.getByRole('button', { name: locale === 'ar-EG' ? 'إعادة المحاولة' : 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
