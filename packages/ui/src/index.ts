// @erp/ui public API. Every export is named here: no `export *`, no default exports.

export { LocaleProvider } from './i18n/LocaleProvider';
export type { LocaleProviderProps } from './i18n/LocaleProvider';
export { DEFAULT_LOCALE, LOCALES, directionOf, formattingLocale, isLocale } from './i18n/locale';
export type { ArabicDigits, Direction, Locale } from './i18n/locale';
export { loadUiMessages } from './i18n/messages';
export type { Messages } from './i18n/messages';
export { vars } from './theme/tokens.css';

export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { PlainButton } from './plain/PlainButton';
export type { PlainButtonProps } from './plain/PlainButton';
export { PlainCheckbox } from './plain/PlainCheckbox';
export type { PlainCheckboxProps } from './plain/PlainCheckbox';
export { PlainTextField } from './plain/PlainTextField';
export type { PlainTextFieldProps } from './plain/PlainTextField';
export { Icon, Spinner } from './icon/Icon';
export type { IconName, IconProps } from './icon/Icon';

// ---- dialogs and feedback (wizard, viewer, confirmation, toast) ----
export { ModalDialog } from './dialog/ModalDialog';
export type { ModalDialogProps } from './dialog/ModalDialog';
export { ToastQueue } from './toast/ToastQueue';
export type {
  CloseFunction,
  ToastItem,
  ToastKind,
  ToastOptions,
  ToastQueueOptions,
  ToastSnapshot,
} from './toast/ToastQueue';
export { toast, toastQueue } from './toast/toast';
export { ToastRegion } from './toast/ToastRegion';
export type { ToastRegionProps } from './toast/ToastRegion';
export {
  ConfirmationDialog,
  DeleteConfirmation,
  StatusChangeConfirmation,
} from './confirmation-dialog/ConfirmationDialog';
export { ViewerDialog } from './viewer-dialog/ViewerDialog';
export type { ViewerAction, ViewerDialogProps, ViewerField, ViewerSection } from './viewer-dialog/ViewerDialog';
export { WizardDialog } from './wizard/WizardDialog';
export type { FieldErrors, WizardDialogProps, WizardStep } from './wizard/WizardDialog';
export { useWizard } from './wizard/WizardContext';
export type { WizardContextValue } from './wizard/WizardContext';
export type {
  ConfirmationBaseProps,
  ConfirmationDialogProps,
  DeleteConfirmationProps,
  StatusChangeConfirmationProps,
} from './confirmation-dialog/ConfirmationDialog';

// ---- form fields ----
export { TextArea, TextField } from './fields/TextField';
export type { TextAreaProps, TextFieldProps } from './fields/TextField';
export { MoneyField, NumberField, PercentField } from './fields/NumberField';
export type { MoneyFieldProps, NumberFieldProps, PercentFieldProps } from './fields/NumberField';
export { Checkbox } from './fields/Checkbox';
export type { CheckboxProps } from './fields/Checkbox';
export { Switch } from './fields/Switch';
export type { SwitchProps } from './fields/Switch';
export type { FieldBaseProps, FieldErrorMessage } from './fields/FieldShell';
export { FormStateProvider, fieldErrorsOf, useFormField, useFormState } from './fields/FormContext';
export type { FormState, FormStateProviderProps, SubmitFailure } from './fields/FormContext';
export { Select } from './fields/Select';
export type { SelectProps } from './fields/Select';
export { ComboBox } from './fields/ComboBox';
export type { ComboBoxProps } from './fields/ComboBox';
export type { LoadOptions } from './fields/useAsyncOptions';
export { TagField } from './fields/TagField';
export type { TagFieldProps } from './fields/TagField';
export type { FieldOption } from './fields/options';
export { DatePicker, DateRangePicker } from './fields/DatePicker';
export type { DatePickerProps, DateRangePickerProps, IsoDate, IsoDateRange } from './fields/DatePicker';
export { FileUpload } from './fields/FileUpload';
export type { FileUploadProps } from './fields/FileUpload';
export type { ExistingFile, UploadItem, UploadStatus } from './fields/FileList';
export { DEFAULT_ACCEPTED_TYPES, DEFAULT_MAX_SIZE } from './fields/fileValidation';
export type { FileRejection, FileRejectionReason } from './fields/fileValidation';

// ---- layout and data display (app shell, list, page header, tabs, cards, badges, states, error page) ----
export { AppShell } from './app-shell/AppShell';
export type { AppShellProps } from './app-shell/AppShell';
export type { NavItem, NavLinkProps, NavSection, RenderNavLink } from './app-shell/SideNavigation';
export { UserMenu } from './app-shell/UserMenu';
export type { ShellUser, UserMenuProps } from './app-shell/UserMenu';
export { LanguageSwitcher } from './app-shell/LanguageSwitcher';
export type { LanguageSwitcherProps } from './app-shell/LanguageSwitcher';
export { ErrorPage } from './error-page/ErrorPage';
export type { ErrorPageProps } from './error-page/ErrorPage';
export { PageHeader } from './page-header/PageHeader';
export type { BreadcrumbItem, PageHeaderProps } from './page-header/PageHeader';
export { Tab, TabList, TabPanel, Tabs } from './tabs/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './tabs/Tabs';
export { Card } from './card/Card';
export type { CardProps } from './card/Card';
export { MetricCard } from './metric-card/MetricCard';
export type { MetricCardProps, MetricTrend } from './metric-card/MetricCard';
export { StatusBadge } from './status-badge/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './status-badge/StatusBadge';
export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';
export { Skeleton } from './skeleton/Skeleton';
export type { SkeletonProps } from './skeleton/Skeleton';
export { PaginatedList } from './paginated-list/PaginatedList';
export type { ListEmptyState, PaginatedListProps } from './paginated-list/PaginatedList';
export type { ListColumn, ListSort } from './paginated-list/ListTable';
export type {
  DateRangeFilterValue,
  DateRangeListFilter,
  ListFilter,
  ListFilterOption,
  SearchListFilter,
  SelectListFilter,
} from './paginated-list/ListToolbar';
export { SEARCH_MAX_LENGTH } from './paginated-list/ListToolbar';
export type { RowAction } from './paginated-list/RowActions';
export { DATE_RANGE_PRESETS, resolveDateRange, weekStartOf } from './paginated-list/resolveDateRange';
export type { DateRangePreset, WeekDay } from './paginated-list/resolveDateRange';
