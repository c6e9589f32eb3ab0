import type { EnumCollection, EnumField } from '@erp/schema';
import {
  Button,
  Icon,
  PageHeader,
  PaginatedList,
  Select,
  type ListColumn,
  type ListFilter,
  type ListFilterOption,
  type ListSort,
  type PaginatedListProps,
  type RowAction,
  type SelectListFilter,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../common.messages';
import { enumOptions } from '../enums';
import * as relatedCss from '../record-viewer/RelatedList.css';
import * as css from './ListScreen.css';
import type { CrudPermissions, ListState } from './list.types';

/** Page sizes every list offers; 30 is the product default. */
export const PAGE_SIZES = [10, 30, 50] as const;

/** The texts a list screen takes from its catalogue (`messages={m}`) where no prop gives them. */
export type ListScreenMessages = {
  searchPlaceholder: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  /** The empty list's hint; the common one ("Try another search…") when absent. */
  emptyDescription?: MessageDescriptor;
  /** The add button's label ("Add client"), with `onAdd`. */
  add?: MessageDescriptor;
};

/** Props of {@link ListScreen}. */
export type ListScreenProps<Row, F> = {
  /** The page title (also the list's accessible name). */
  title: string;
  /** The list and its query. */
  list: ListState<Row, F>;
  columns: readonly ListColumn<Row>[];
  /** Filters beside the search box (see {@link selectFilter}). */
  filters?: readonly ListFilter[];
  /** Names a row in its action buttons' accessible names ("Delete INV-0042"). */
  getRowLabel: (row: Row) => string;
  /** The screen's catalogue: the search placeholder, the empty list's texts and the add label by default. */
  messages?: ListScreenMessages;
  searchPlaceholder?: string;
  /** The header's add button ("Add client"); pass it only when the user may create. */
  add?: { label: string; onPress: () => void } | null;
  /** The header's add button labelled `messages.add`; pass it only when the user may create. */
  onAdd?: () => void;
  /** What the list says when it has no rows. */
  empty?: { title: string; description: string };
  /** Row actions; pass each only when the user may use it. View is also the row's own action. */
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Further actions per row, offered in a "More actions" menu. */
  extraActions?: (row: Row) => readonly RowAction[];
  /**
   * Every field the list can be sorted by, for a "Sort by" picker with an order toggle (for fields without a
   * column); `sortDefault` is the order shown when none is chosen.
   */
  sortOptions?: readonly ListFilterOption[];
  sortDefault?: ListSort;
  /** Layout of the list. */
  variant?: PaginatedListProps<Row>['variant'];
  renderCard?: PaginatedListProps<Row>['renderCard'];
  summaryStyle?: PaginatedListProps<Row>['summaryStyle'];
  /** Further controls in the list's toolbar (a display toggle), before the sort picker. */
  toolbar?: ReactNode;
  /** The screen's dialogs (viewer, wizard, confirmations), rendered after the list. */
  children?: ReactNode;
};

/**
 * The page every list-and-dialogs screen is: a header with its add button, then a server-driven list (search,
 * filters, sort, paging, row actions, loading, empty and error states), then the screen's dialogs. A screen
 * gives its columns, filters and dialogs; the list state and its one setter come from the app.
 */
export function ListScreen<Row extends object, F>(props: ListScreenProps<Row, F>) {
  const intl = useIntl();
  const { list, messages: m } = props;
  const text = (message: MessageDescriptor | undefined) => (message ? intl.formatMessage(message) : '');
  const add = props.add ?? (props.onAdd ? { label: text(m?.add), onPress: props.onAdd } : null);
  const empty = props.empty ?? {
    title: text(m?.emptyTitle),
    description: m?.emptyDescription ? intl.formatMessage(m.emptyDescription) : intl.formatMessage(cm.emptyDescription),
  };
  const addButton = add ? (
    <Button variant="primary" icon={<Icon name="plus" />} onPress={add.onPress}>
      {add.label}
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader title={props.title} actions={addButton} />
      <PaginatedList<Row>
        label={props.title}
        rows={list.rows}
        columns={props.columns}
        getRowLabel={props.getRowLabel}
        total={list.total}
        page={list.page}
        pageSize={list.perPage}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => list.onChange({ page })}
        onPageSizeChange={(perPage) => list.onChange({ perPage })}
        sort={list.sort}
        onSortChange={(sort) => list.onChange({ sort })}
        searchValue={list.search}
        onSearchChange={(search) => list.onChange({ search })}
        searchPlaceholder={props.searchPlaceholder ?? text(m?.searchPlaceholder)}
        filters={props.filters}
        toolbarActions={
          props.sortOptions || props.toolbar ? (
            <>
              {props.toolbar}
              {props.sortOptions ? (
                <SortControl
                  options={props.sortOptions}
                  sort={list.sort ?? props.sortDefault ?? null}
                  onChange={(sort) => list.onChange({ sort })}
                />
              ) : null}
            </>
          ) : undefined
        }
        onView={props.onView}
        onEdit={props.onEdit}
        onDelete={props.onDelete}
        extraActions={props.extraActions}
        onRowAction={props.onView}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.onRetry}
        variant={props.variant}
        renderCard={props.renderCard}
        summaryStyle={props.summaryStyle}
        emptyState={{ title: empty.title, description: empty.description, action: addButton }}
      />
      {props.children}
    </>
  );
}

/** A "Sort by" picker over every sortable field, with an order toggle. */
function SortControl({
  options,
  sort,
  onChange,
}: {
  options: readonly ListFilterOption[];
  sort: ListSort | null;
  onChange: (sort: ListSort) => void;
}) {
  const intl = useIntl();
  const current = sort ?? { id: options[0]?.id ?? '', direction: 'ascending' as const };
  const ascending = current.direction === 'ascending';
  return (
    <div className={css.sortControls} role="group" aria-label={intl.formatMessage(cm.sortBy)}>
      <Select
        className={css.sortField}
        label={intl.formatMessage(cm.sortBy)}
        options={options}
        value={current.id}
        onChange={(id) => id && onChange({ id, direction: current.direction })}
      />
      <Button
        icon={<Icon name={ascending ? 'sort-asc' : 'sort-desc'} />}
        onPress={() => onChange({ id: current.id, direction: ascending ? 'descending' : 'ascending' })}
      >
        {intl.formatMessage(ascending ? cm.ascending : cm.descending)}
      </Button>
    </div>
  );
}

/**
 * The sortable "Name" column of a list: the record's name and, under it, a second line when there is one (a
 * client's company, a warehouse's address).
 */
export function nameColumn<R>(
  intl: IntlShape,
  name: (row: R) => ReactNode,
  secondary?: (row: R) => ReactNode,
): ListColumn<R> {
  return {
    id: 'name',
    header: intl.formatMessage(cm.name),
    sortable: true,
    cell: (row) => {
      const second = secondary?.(row);
      return (
        <span>
          <bdi>{name(row)}</bdi>
          {second ? <bdi className={relatedCss.secondary}>{second}</bdi> : null}
        </span>
      );
    },
  };
}

/** A select filter over one of the list's filters: "All" or one of `options`. */
export function selectFilter<F, K extends keyof F & string>(
  list: ListState<unknown, F>,
  key: K,
  label: string,
  options: readonly ListFilterOption[],
): SelectListFilter {
  return {
    kind: 'select',
    id: key,
    label,
    options: [...options],
    value: (list.filters[key] as string | null | undefined) ?? null,
    onChange: (value) => list.onChange({ filters: { ...list.filters, [key]: value } }),
  };
}

/**
 * A select filter over a select field of the collection (`status`, `type`…) whose list filter has the field's name:
 * "All" or one of `values`, labelled from the schema's enumeration in the active language.
 */
export function enumFilter<F, C extends EnumCollection, K extends keyof F & EnumField<C> & string>(
  intl: IntlShape,
  list: ListState<unknown, F>,
  label: string,
  collection: C,
  field: K,
  values: readonly string[],
): SelectListFilter {
  return selectFilter(list, field, label, enumOptions(intl, collection, field, values));
}

/**
 * The row actions of a plain record screen, each only when the user may use it: view opens the viewer, edit the
 * screen's `wizard` dialog and delete its `delete` confirmation (spread them into {@link ListScreen}).
 */
export function recordRowActions<R>(
  can: CrudPermissions,
  dialog: { open(kind: 'wizard' | 'delete', record?: R | null): void },
  onView: (row: R) => void,
): Pick<ListScreenProps<R, unknown>, 'onView' | 'onEdit' | 'onDelete'> {
  return {
    onView: can.view ? onView : undefined,
    onEdit: can.edit ? (row) => dialog.open('wizard', row) : undefined,
    onDelete: can.delete ? (row) => dialog.open('delete', row) : undefined,
  };
}
