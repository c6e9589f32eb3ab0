import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import '../theme/radix.css';
import '../theme/global.css';
import { Button } from '../button/Button';
import { NumberField } from '../fields/NumberField';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { ClientWizard, FILLED, type ClientWizardProps } from './ClientWizard.fixture';
import { useWizard } from './WizardContext';
import { WizardDialog } from './WizardDialog';

const L = {
  'en-US': {
    next: 'Next',
    back: 'Back',
    cancel: 'Cancel',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    nameError: 'Enter the client name.',
    discard: 'Discard',
    keep: 'Keep editing',
    step: 'Step 2 of 3',
    create: 'Create client',
  },
  'ar-EG': {
    next: 'التالي',
    back: 'السابق',
    cancel: 'إلغاء',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    nameError: 'أدخل اسم العميل.',
    discard: 'تجاهل',
    keep: 'متابعة التعديل',
    step: 'الخطوة ٢ من ٣',
    create: 'إنشاء العميل',
  },
} as const;

function Harness(props: ClientWizardProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add client</Button>
      {open && <ClientWizard {...props} onOpenChange={setOpen} />}
    </>
  );
}

function QuantityField() {
  const { errors } = useWizard();
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberField
      name="quantity"
      label="Quantity"
      value={value}
      onChange={setValue}
      isInvalid={errors.quantity != null}
      errorMessage={errors.quantity}
    />
  );
}

/** A one-step wizard whose only field is a react-aria number field (invalid state on its group, name on a hidden input). */
function QuantityWizard({ serverErrors }: { serverErrors?: Record<string, string> }) {
  return (
    <WizardDialog
      title="Stock"
      defaultOpen
      serverErrors={serverErrors}
      steps={[
        { id: 'intro', title: 'Intro', content: <p>Intro</p> },
        {
          id: 'quantity',
          title: 'Quantity',
          fields: ['quantity'],
          content: <QuantityField />,
          validate: () => ({ quantity: 'Enter a quantity.' }),
        },
      ]}
      submitLabel="Save"
      onSubmit={() => undefined}
    />
  );
}

/** Names the focused element for the Tab-order assertions: its accessible name, from aria-label or its text. */
function focusedName(): string {
  const el = document.activeElement as HTMLElement | null;
  if (!el) return '';
  const labelled = el.getAttribute('aria-labelledby');
  const byId = labelled
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  return (el.getAttribute('aria-label') ?? (byId || el.textContent) ?? '').trim();
}

describe.each(['en-US', 'ar-EG'] as const)('WizardDialog (%s)', (locale) => {
  const l = L[locale];

  it('traps Tab and Shift+Tab inside the dialog, both ways round, and returns focus to the trigger', async () => {
    const screen = await renderWithLocale(<Harness />, locale);
    const trigger = screen.getByRole('button', { name: 'Add client' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    // Focus moved into the dialog on open.
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    const closeLabel = locale === 'ar-EG' ? 'إغلاق' : 'Close';
    // The dialog's Tab stops in document order: the close button, the step's fields, then Cancel and Next.
    const order = [closeLabel, l.name, l.email, l.cancel, l.next];
    (page.getByRole('button', { name: closeLabel }).element() as HTMLElement).focus();
    const forward: string[] = [focusedName()];
    for (let i = 0; i < order.length; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
      forward.push(focusedName());
    }
    // After Next, Tab wraps to the close button.
    expect(forward).toEqual([...order, order[0]]);
    const backward: string[] = [focusedName()];
    for (let i = 0; i < order.length; i++) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
      backward.push(focusedName());
    }
    // Shift+Tab from the close button wraps to Next.
    expect(backward).toEqual([order[0], ...[...order].reverse()]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('blocks Next while the step is invalid and focuses the first invalid field', async () => {
    await renderWithLocale(<ClientWizard />, locale);
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: l.next, exact: true }).click();
    const name = page.getByRole('textbox', { name: l.name, exact: true });
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription(l.nameError);
    await expect.element(dialog).toHaveAttribute('data-step', '0');

    // Re-validates as the user types; Enter in a text field acts as Next.
    await userEvent.type(name, 'Nile');
    await expect.element(name).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).toHaveAttribute('data-step', '1');
    await expect.element(page.getByText(l.step)).toBeVisible();
    await expect.element(page.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');

    // Enter on a middle step never submits: it validates and stays (phone is required).
    await userEvent.keyboard('{Tab}');
    await page.getByRole('textbox', { name: l.phone, exact: true }).click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('textbox', { name: l.phone, exact: true })).toHaveFocus();
    await expect.element(dialog).toHaveAttribute('data-step', '1');
  });

  it('focuses the input of an invalid number field, not its group or hidden input', async () => {
    await renderWithLocale(<QuantityWizard />, locale);
    await page.getByRole('button', { name: l.next, exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
    await expect.element(quantity).toHaveFocus();
    await expect.element(quantity).toHaveAccessibleDescription('Enter a quantity.');
  });

  it('moves to the step of server errors passed on the first render', async () => {
    await renderWithLocale(<QuantityWizard serverErrors={{ quantity: 'Only 3 in stock.' }} />, locale);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-step', '1');
    await expect.element(page.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveFocus();
    await expect.element(page.getByRole('alert').getByText('Only 3 in stock.', { exact: false })).toBeVisible();
  });

  it('puts Back and Next at the inline end, Next last', async () => {
    await renderWithLocale(<ClientWizard initial={FILLED} defaultStep={1} />, locale);
    const next = page.getByRole('button', { name: l.next, exact: true }).element().getBoundingClientRect();
    const back = page.getByRole('button', { name: l.back, exact: true }).element().getBoundingClientRect();
    const cancel = page.getByRole('button', { name: l.cancel, exact: true }).element().getBoundingClientRect();
    if (locale === 'ar-EG') {
      expect(next.left).toBeLessThan(back.left);
      expect(back.left).toBeLessThan(cancel.left);
    } else {
      expect(next.left).toBeGreaterThan(back.left);
      expect(back.left).toBeGreaterThan(cancel.left);
    }
  });

  it('jumps to the step holding a server error, focuses the field and shows the summary', async () => {
    const onSubmit = vi.fn();
    await renderWithLocale(
      <ClientWizard initial={FILLED} defaultStep={2} onSubmit={onSubmit} rejectWith={{ email: 'Already in use.' }} />,
      locale,
    );
    await page.getByRole('button', { name: l.create }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-step', '0');
    const email = page.getByRole('textbox', { name: l.email, exact: true });
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('alert').getByText('Already in use.', { exact: false })).toBeVisible();
  });

  it('asks before closing with unsaved changes; Keep editing stays, Discard closes and focus returns', async () => {
    const screen = await renderWithLocale(<Harness />, locale);
    const trigger = screen.getByRole('button', { name: 'Add client' });
    await trigger.click();
    await page.getByRole('textbox', { name: l.name, exact: true }).fill('Nile');
    await userEvent.keyboard('{Escape}');
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm).toBeVisible();
    await expect.element(page.getByRole('button', { name: l.keep })).toHaveFocus();
    await page.getByRole('button', { name: l.keep }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog')).toBeVisible();

    await page.getByRole('button', { name: l.cancel, exact: true }).click();
    await page.getByRole('button', { name: l.discard, exact: true }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('calls onClose once the close is confirmed, not while Keep editing', async () => {
    const onClose = vi.fn();
    await renderWithLocale(<ClientWizard isOpen onClose={onClose} />, locale);
    await page.getByRole('textbox', { name: l.name, exact: true }).fill('Nile');
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: l.keep }).click();
    expect(onClose).not.toHaveBeenCalled();
    await page.getByRole('button', { name: l.cancel, exact: true }).click();
    await page.getByRole('button', { name: l.discard, exact: true }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts again at the first step when reopened', async () => {
    function Reopen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Add client</Button>
          <ClientWizard initial={FILLED} defaultOpen={undefined} isOpen={open} onOpenChange={setOpen} />
        </>
      );
    }
    await renderWithLocale(<Reopen />, locale);
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('button', { name: l.next, exact: true }).click();
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-step', '1');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-step', '0');
  });

  it('closes without asking when nothing changed', async () => {
    await renderWithLocale(<Harness />, locale);
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it('while submitting disables the buttons, shows pending and ignores Escape', async () => {
    await renderWithLocale(<ClientWizard initial={FILLED} defaultStep={2} isSubmitting />, locale);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveAttribute('data-submitting', 'true');
    await expect.element(page.getByRole('button', { name: l.create })).toHaveAttribute('data-pending', 'true');
    await expect.element(page.getByRole('button', { name: l.back, exact: true })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: l.cancel, exact: true })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeInTheDocument();
  });
});
