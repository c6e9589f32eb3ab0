import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import '../theme/radix.css';
import '../theme/global.css';
import { Button } from '../button/Button';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import {
  ConfirmationDialog,
  DeleteConfirmation,
  StatusChangeConfirmation,
  type ConfirmationDialogProps,
} from './ConfirmationDialog';

function Harness(props: Partial<ConfirmationDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <ConfirmationDialog
        title="Approve expense?"
        message="The employee will be notified."
        confirmLabel="Approve"
        onConfirm={() => undefined}
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/** Reports a failed action in the dialog (`error`) and clears it on the next try, as a caller would. */
function FailingHarness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [error, setError] = useState<string>();
  return (
    <ConfirmationDialog
      defaultOpen
      title="Approve expense?"
      message="The employee will be notified."
      confirmLabel="Approve"
      error={error}
      onConfirm={async () => {
        setError(undefined);
        try {
          await onConfirm();
        } catch (e) {
          setError('Could not approve the expense. Try again.');
          throw e;
        }
      }}
    />
  );
}

const labels = (locale: string) =>
  locale === 'ar-EG' ? { cancel: 'إلغاء', delete: 'حذف' } : { cancel: 'Cancel', delete: 'Delete' };

describe.each(['en-US', 'ar-EG'] as const)('ConfirmationDialog (%s)', (locale) => {
  const l = labels(locale);

  it('moves focus in, traps it, closes on Escape and returns focus to the trigger', async () => {
    const onCancel = vi.fn();
    const screen = await renderWithLocale(<Harness onCancel={onCancel} />, locale);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await trigger.click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleName('Approve expense?');
    await expect.element(dialog).toHaveAccessibleDescription('The employee will be notified.');
    const approve = page.getByRole('button', { name: 'Approve' });
    const cancel = page.getByRole('button', { name: l.cancel });
    await expect.element(approve).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(cancel).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(approve).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await expect.element(trigger).toHaveFocus();
  });

  it('puts Confirm at the inline end', async () => {
    const screen = await renderWithLocale(<Harness />, locale);
    await screen.getByRole('button', { name: 'Open' }).click();
    const approve = page.getByRole('button', { name: 'Approve' }).element().getBoundingClientRect();
    const cancel = page.getByRole('button', { name: l.cancel }).element().getBoundingClientRect();
    if (locale === 'ar-EG') expect(approve.left).toBeLessThan(cancel.left);
    else expect(approve.left).toBeGreaterThan(cancel.left);
  });

  it('shows the pending state while the returned promise runs, ignores Escape, then closes', async () => {
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const screen = await renderWithLocale(<Harness onConfirm={onConfirm} />, locale);
    await screen.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveAttribute('data-pending', 'true');
    await expect.element(page.getByRole('button', { name: l.cancel })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Approve' })).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeInTheDocument();
    resolve();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open for a retry when the action fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    const screen = await renderWithLocale(<Harness onConfirm={onConfirm} />, locale);
    await screen.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.element(page.getByRole('button', { name: 'Approve' })).not.toHaveAttribute('data-pending');
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a failed action in an alert above the buttons, and clears it when a retry succeeds', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    await renderWithLocale(<FailingHarness onConfirm={onConfirm} />, locale);
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).not.toHaveAttribute('data-error');
    expect(dialog.element().querySelector('[role="alert"]')).toBeNull();

    await page.getByRole('button', { name: 'Approve' }).click();
    const alert = dialog.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not approve the expense. Try again.');
    await expect.element(dialog).toHaveAttribute('data-error', 'true');
    // Above the buttons: the alert ends before the footer's buttons start.
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect.element(approve).not.toHaveAttribute('data-pending');
    expect(alert.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(
      approve.element().getBoundingClientRect().top,
    );
    await expect.element(page.getByRole('button', { name: l.cancel })).toBeEnabled();

    await approve.click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('DeleteConfirmation focuses Cancel first and says it cannot be undone', async () => {
    const onConfirm = vi.fn();
    await renderWithLocale(<DeleteConfirmation defaultOpen itemName="INV-0042" onConfirm={onConfirm} />, locale);
    const dialog = page.getByRole('alertdialog');
    await expect.element(page.getByRole('button', { name: l.cancel })).toHaveFocus();
    await expect.element(dialog).toHaveAccessibleName(locale === 'ar-EG' ? 'حذف INV-0042؟' : 'Delete INV-0042?');
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(locale === 'ar-EG' ? /INV-0042.*لا يمكن التراجع/ : /INV-0042.*cannot be undone/);
    await page.getByRole('button', { name: l.delete }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('StatusChangeConfirmation shows old and new status in reading order with a mirrored arrow', async () => {
    await renderWithLocale(
      <StatusChangeConfirmation defaultOpen fromStatus="Pending" toStatus="Approved" onConfirm={() => undefined} />,
      locale,
    );
    const from = page.getByText('Pending').element().getBoundingClientRect();
    const to = page.getByText('Approved').element().getBoundingClientRect();
    const arrow = page.getByTestId('status-arrow').element();
    if (locale === 'ar-EG') {
      expect(from.left).toBeGreaterThan(to.left);
      expect(getComputedStyle(arrow).transform).not.toBe('none');
    } else {
      expect(from.left).toBeLessThan(to.left);
      expect(getComputedStyle(arrow).transform).toBe('none');
    }
  });
});
