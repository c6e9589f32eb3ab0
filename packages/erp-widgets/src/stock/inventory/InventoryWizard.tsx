import { FileUpload, MoneyField, NumberField, TextArea, WizardDialog, type FieldErrors } from '@erp/ui';
import { useIntl, type IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { useRecordUpload, type RecordUpload } from '../../shared/documents/useRecordUpload';
import { formatMoney } from '../../shared/format';
import { FormFields, validateFields, type FieldSpec } from '../../shared/record-form/fields';
import { useFormValues } from '../../shared/record-form/useFormValues';
import { toastValidationError } from '../../shared/record-form/validationToast';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import { inventoryMessages as m } from './inventory.messages';
import type { InventoryFormValues, InventoryItem, StockOption } from './inventory.types';

/** The image types and size the server accepts for an item. */
export const ITEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ITEM_IMAGE_MAX_SIZE = 5 * 1024 * 1024;
const NO_SUPPLIER = '-';

/** Props of {@link InventoryWizard}. */
export type InventoryWizardProps = {
  /** The item to edit; absent for a new one. */
  record?: InventoryItem | null;
  /** The warehouses and suppliers to choose from, named in the active language. */
  warehouses: readonly StockOption[];
  suppliers: readonly StockOption[];
  /** The address of the item's stored image. */
  imageUrl?: (item: InventoryItem) => string | undefined;
  /** Saves the item with its image; the wizard stays pending until it settles and shows refused fields. */
  onSubmit: (values: InventoryFormValues, upload: RecordUpload) => void | Promise<unknown>;
  onClose: () => void;
  /** The step shown first (zero-based), for stories. */
  defaultStep?: number;
};

type State = {
  name: string;
  category: string;
  warehouse: string | null;
  supplier: string;
  quantity: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
  unitPrice: number | null;
  description: string;
  image: File | null;
  removeImage: boolean;
};

const initialState = (item: InventoryItem | null | undefined): State =>
  item
    ? {
        name: item.name,
        category: item.category,
        warehouse: item.warehouse || null,
        supplier: item.supplier || NO_SUPPLIER,
        quantity: item.quantity,
        minQuantity: item.minQuantity,
        maxQuantity: item.maxQuantity,
        unitPrice: item.unitPrice,
        description: item.description,
        image: null,
        removeImage: false,
      }
    : {
        name: '',
        category: '',
        warehouse: null,
        supplier: NO_SUPPLIER,
        quantity: 0,
        minQuantity: null,
        maxQuantity: null,
        unitPrice: null,
        description: '',
        image: null,
        removeImage: false,
      };

const isWhole = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0;

/** The step's errors; when any, "Please fill all required fields correctly." is said once in a toast. */
function report(intl: IntlShape, errors: FieldErrors): FieldErrors {
  if (Object.keys(errors).length > 0)
    toastValidationError(intl, {
      title: m.validationError,
      message: intl.formatMessage(m.requiredFields),
      key: 'inventory-required-fields',
    });
  return errors;
}

/** The details step's values, as its fields take them (texts; '' for none). */
type DetailValues = { name: string; sku: string; category: string; warehouse: string; supplier: string };

/**
 * The details step's fields: the name, category and warehouse are required; the SKU is the server's, shown (or
 * "generated on save") and never typed.
 */
function detailFields(
  warehouses: readonly StockOption[],
  suppliers: readonly StockOption[],
): readonly FieldSpec<DetailValues>[] {
  return [
    { name: 'name', label: cm.name, required: true },
    { name: 'sku', label: m.sku, readOnly: true, placeholder: m.skuAuto },
    { name: 'category', label: m.category, required: true },
    { name: 'warehouse', label: m.warehouse, kind: 'select', required: true, options: () => warehouses },
    {
      name: 'supplier',
      label: m.supplier,
      kind: 'select',
      options: (intl) => [{ id: NO_SUPPLIER, label: intl.formatMessage(m.noSupplier) }, ...suppliers],
    },
  ];
}

/** The stock step's errors: whole quantities of 0 or more, the maximum at least the minimum, a price of 0 or more. */
export function stockErrors(intl: IntlShape, v: State, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const whole = intl.formatMessage(m.wholeNumber);
  if (isNew && !isWhole(v.quantity)) errors.quantity = whole;
  if (!isWhole(v.minQuantity)) errors.minQuantity = whole;
  if (!isWhole(v.maxQuantity)) errors.maxQuantity = whole;
  else if (isWhole(v.minQuantity) && v.maxQuantity < v.minQuantity)
    errors.maxQuantity = intl.formatMessage(m.maxBelowMin);
  if (v.unitPrice === null || v.unitPrice < 0) errors.unitPrice = intl.formatMessage(m.priceInvalid);
  return errors;
}

/**
 * Adds or edits an inventory item in four steps: details (name, category, warehouse, supplier; the SKU is derived by
 * the server and shown), stock and price (the opening quantity only for a new item: afterwards only actions move
 * stock; the minimum at most the maximum), description and image, and a review. A step with empty or wrong fields
 * marks them and says "Please fill all required fields correctly."
 */
export function InventoryWizard({ record: item, warehouses, suppliers, ...props }: InventoryWizardProps) {
  const intl = useIntl();
  const { values, set, bind, isChanged } = useFormValues(() => initialState(item));
  const upload = useRecordUpload();
  const isNew = !item;
  const optionLabel = (options: readonly StockOption[], id: string | null) =>
    options.find((o) => o.id === id)?.label ?? '';
  const details = detailFields(warehouses, suppliers);
  const detailValues: DetailValues = {
    name: values.name,
    sku: item?.sku ?? '',
    category: values.category,
    warehouse: values.warehouse ?? '',
    supplier: values.supplier,
  };
  const setDetail = (name: keyof DetailValues, value: string) => {
    if (name === 'warehouse') set('warehouse')(value || null);
    else if (name === 'supplier') set('supplier')(value || NO_SUPPLIER);
    else if (name !== 'sku') set(name)(value);
  };
  const number = (n: number | null) => (n === null ? '' : intl.formatNumber(n));
  const storedImage = item?.image && !values.removeImage ? item.image : '';

  return (
    <WizardDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={intl.formatMessage(item ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(item ? cm.saveChanges : m.add)}
      isDirty={isChanged((v) => ({ ...v, image: v.image?.name }))}
      defaultStep={props.defaultStep}
      fieldLabels={{
        name: intl.formatMessage(cm.name),
        category: intl.formatMessage(m.category),
        warehouse: intl.formatMessage(m.warehouse),
        supplier: intl.formatMessage(m.supplier),
        quantity: intl.formatMessage(m.openingQuantity),
        minQuantity: intl.formatMessage(m.minQuantity),
        maxQuantity: intl.formatMessage(m.maxQuantity),
        unitPrice: intl.formatMessage(m.unitPrice),
        description: intl.formatMessage(cm.description),
        image: intl.formatMessage(m.image),
        sku: intl.formatMessage(m.sku),
      }}
      onSubmit={() =>
        upload.start((running) =>
          props.onSubmit(
            {
              name: values.name.trim(),
              category: values.category.trim(),
              warehouse: values.warehouse ?? '',
              supplier: values.supplier === NO_SUPPLIER ? '' : values.supplier,
              ...(isNew ? { quantity: values.quantity ?? 0 } : {}),
              minQuantity: values.minQuantity ?? 0,
              maxQuantity: values.maxQuantity ?? 0,
              unitPrice: values.unitPrice ?? 0,
              description: values.description.trim(),
              image: values.image,
              removeImage: values.removeImage && !values.image,
            },
            running,
          ),
        )
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(cm.details),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['name', 'category', 'warehouse', 'supplier'],
          validate: () => report(intl, validateFields(intl, details, detailValues, 'inventory_items')),
          content: (
            <FormFields specs={details} values={detailValues} onChange={setDetail} collection="inventory_items" />
          ),
        },
        {
          id: 'stock',
          title: intl.formatMessage(m.stepStock),
          fields: ['quantity', 'minQuantity', 'maxQuantity', 'unitPrice'],
          validate: () => report(intl, stockErrors(intl, values, isNew)),
          content: (
            <div className={css.formGrid}>
              <NumberField
                {...bind('quantity')}
                label={intl.formatMessage(isNew ? m.openingQuantity : m.quantity)}
                isRequired={isNew}
                isReadOnly={!isNew}
                description={isNew ? undefined : intl.formatMessage(m.quantityByAction)}
                minValue={0}
                step={1}
              />
              <MoneyField {...bind('unitPrice')} label={intl.formatMessage(m.unitPrice)} isRequired />
              <NumberField
                {...bind('minQuantity')}
                label={intl.formatMessage(m.minQuantity)}
                isRequired
                minValue={0}
                step={1}
              />
              <NumberField
                {...bind('maxQuantity')}
                label={intl.formatMessage(m.maxQuantity)}
                isRequired
                minValue={0}
                step={1}
              />
            </div>
          ),
        },
        {
          id: 'description',
          title: intl.formatMessage(m.stepImage),
          fields: ['description', 'image'],
          content: (
            <div className={css.formStack}>
              <TextArea {...bind('description')} label={intl.formatMessage(cm.description)} rows={3} />
              <FileUpload
                name="image"
                label={intl.formatMessage(m.image)}
                description={intl.formatMessage(m.imageHint)}
                acceptedTypes={ITEM_IMAGE_TYPES}
                maxSize={ITEM_IMAGE_MAX_SIZE}
                maxFiles={1}
                items={
                  values.image
                    ? [
                        {
                          id: 'image',
                          file: values.image,
                          status: upload.progress != null ? 'uploading' : 'pending',
                          progress: upload.progress ?? undefined,
                        },
                      ]
                    : []
                }
                existingFiles={
                  item && storedImage ? [{ id: storedImage, name: storedImage, href: props.imageUrl?.(item) }] : []
                }
                onFilesAdded={(files) => set('image')(files[0] ?? null)}
                onRemove={() => set('image')(null)}
                onRemoveExisting={() => set('removeImage')(true)}
                onCancel={upload.cancel}
              />
            </div>
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: (
            <ReviewList
              rows={[
                [intl.formatMessage(cm.name), values.name],
                [intl.formatMessage(m.sku), item?.sku || intl.formatMessage(m.skuAuto)],
                [intl.formatMessage(m.category), values.category],
                [intl.formatMessage(m.warehouse), optionLabel(warehouses, values.warehouse)],
                [
                  intl.formatMessage(m.supplier),
                  values.supplier === NO_SUPPLIER ? '' : optionLabel(suppliers, values.supplier),
                ],
                [intl.formatMessage(isNew ? m.openingQuantity : m.quantity), number(values.quantity)],
                [intl.formatMessage(m.minQuantity), number(values.minQuantity)],
                [intl.formatMessage(m.maxQuantity), number(values.maxQuantity)],
                [intl.formatMessage(m.unitPrice), values.unitPrice === null ? '' : formatMoney(intl, values.unitPrice)],
                [intl.formatMessage(cm.description), values.description],
                [intl.formatMessage(m.image), values.image?.name ?? storedImage],
              ]}
            />
          ),
        },
      ]}
    />
  );
}
