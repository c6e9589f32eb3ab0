// @erp/widgets public API. Every export is named here: no `export *`, no default exports.
export { loadWidgetMessages } from './i18n/messages';

// ---- auth ----
export { authMessages } from './auth/auth.messages';
export { AuthLayout } from './auth/AuthLayout';
export type { AuthLayoutProps } from './auth/AuthLayout';
export { ForgotPasswordScreen } from './auth/ForgotPasswordScreen';
export type { ForgotPasswordScreenProps } from './auth/ForgotPasswordScreen';
export { ResetPasswordScreen, passwordProblems, PASSWORD_LIMITS } from './auth/ResetPasswordScreen';
export type { PasswordProblems, ResetPasswordScreenProps } from './auth/ResetPasswordScreen';
export { resetPasswordMessages } from './auth/resetPassword.messages';
export { SignInScreen } from './auth/SignInScreen';
export type { SignInScreenProps, SignInValues } from './auth/SignInScreen';

// ---- shell ----
export { AppFrame } from './shell/AppFrame';
export type { AppFrameProps } from './shell/AppFrame';
export { ModulePage } from './shell/ModulePage';
export type { ModulePageProps } from './shell/ModulePage';
export { NAVIGATION, PAGES, pageById, pageForPath, visibleNavigation } from './shell/navigation';
export type { PageEntry, PageId, PageSection } from './shell/navigation';
export { navigationMessages } from './shared/navigation.messages';

export { AlertBell } from './shell/AlertBell';
export type { AlertBellProps } from './shell/AlertBell';

// ---- dashboard ----
export { DashboardScreen } from './dashboard/DashboardScreen';
export type { DashboardScreenProps } from './dashboard/DashboardScreen';
export {
  ALERT_KINDS,
  CARD_KINDS,
  MAX_CARDS,
  alertActions,
  cardHref,
  reorderQuantity,
} from './dashboard/dashboard.types';
export type {
  AlertAction,
  AlertItem,
  AlertKind,
  AlertThresholds,
  CardFigures,
  CardKind,
  DashboardCard,
  DashboardChoice,
} from './dashboard/dashboard.types';
export type { DashboardData } from './dashboard/dashboard.types.data';

// ---- shared: the list-and-dialogs screen pattern, formatters and common terms ----
export { commonMessages, commonNamedMessages } from './shared/common.messages';
export {
  attachmentName,
  daysBetween,
  formatFileSize,
  formatQuantity,
  formatRate,
  formatServerDate,
  fullName,
  localName,
  localToday,
  parseServerDate,
  previewKind,
} from './shared/format';
export { ListScreen, PAGE_SIZES, selectFilter } from './shared/list-screen/ListScreen';
export type { ListScreenProps } from './shared/list-screen/ListScreen';
export { makeList } from './shared/list-screen/list.types';
export type {
  CrudPermissions,
  ListQuery,
  ListScreenBaseProps,
  ListState,
  RecordStatus,
} from './shared/list-screen/list.types';
export { useDialog } from './shared/list-screen/useDialog';
export type { DialogControl, OpenDialog } from './shared/list-screen/useDialog';
export { enumLabel, enumOptions } from './shared/enums';
export { FormFields, reviewRows, showValue, trimmed, validateFields, viewerFields } from './shared/record-form/fields';
export type { FieldKind, FieldSpec, FieldValues, FormFieldsProps } from './shared/record-form/fields';
export { initialValues, RecordWizard } from './shared/record-form/RecordWizard';
export type { FieldsStep, RecordWizardIntents, RecordWizardProps } from './shared/record-form/RecordWizard';
export { RecordViewer } from './shared/record-viewer/RecordViewer';
export type { RecordViewerProps, ViewerContent } from './shared/record-viewer/RecordViewer';

// ---- crm: clients ----
export { ClientsScreen } from './crm/clients/ClientsScreen';
export type { ClientsScreenProps } from './crm/clients/ClientsScreen';
export { ClientViewer } from './crm/clients/ClientViewer';
export type { ClientViewerProps } from './crm/clients/ClientViewer';
export { ClientWizard } from './crm/clients/ClientWizard';
export type { ClientWizardProps } from './crm/clients/ClientWizard';
export type { ClientFormValues } from './crm/clients/clients.fields';
export { clientMessages, clientNamedMessages } from './crm/clients/clients.messages';
export { CLIENT_SORT_FIELDS } from './crm/clients/clients.types';
export type { Client, ClientDetail, ClientFilters, ClientSortField } from './crm/clients/clients.types';

// ---- crm: contacts ----
export { ContactsScreen } from './crm/contacts/ContactsScreen';
export type { ContactsScreenProps } from './crm/contacts/ContactsScreen';
export { ContactViewer } from './crm/contacts/ContactViewer';
export type { ContactViewerProps } from './crm/contacts/ContactViewer';
export { ContactWizard } from './crm/contacts/ContactWizard';
export type { ClientChoice, ContactWizardProps } from './crm/contacts/ContactWizard';
export type { ContactFormValues } from './crm/contacts/contacts.fields';
export { contactMessages, contactNamedMessages } from './crm/contacts/contacts.messages';
export { CONTACT_SORT_FIELDS } from './crm/contacts/contacts.types';
export type { Contact, ContactFilters, ContactRow, ContactSortField } from './crm/contacts/contacts.types';

// ---- crm: documents ----
export { DocumentsScreen } from './crm/documents/DocumentsScreen';
export type { DocumentsScreenProps } from './crm/documents/DocumentsScreen';
export { DocumentViewer } from './crm/documents/DocumentViewer';
export type { DocumentViewerProps } from './crm/documents/DocumentViewer';
export { DocumentWizard } from './crm/documents/DocumentWizard';
export type { DocumentFormValues, DocumentWizardProps } from './crm/documents/DocumentWizard';
export { parseTags } from './crm/documents/documents.format';
export { documentMessages, documentNamedMessages } from './crm/documents/documents.messages';
export { DOCUMENT_SORT_FIELDS, DOCUMENT_TYPES } from './crm/documents/documents.types';
export type {
  CrmDocument,
  DocumentFilters,
  DocumentPermissions,
  DocumentPreview,
  DocumentRow,
  DocumentSortField,
  DocumentType,
  DocumentUpload,
} from './crm/documents/documents.types';

// ---- the viewer state the sales and finance screens still take (list-screen screens use RecordStatus) ----

// ---- shared: formats, document arithmetic and the document parts every module uses ----
export { formatDay, formatMoney, isoDay } from './shared/format';
export {
  computeTotals,
  // The names the sales and finance modules exported before they shared one module.
  computeTotals as computeInvoiceTotals,
  computeTotals as computeBillTotals,
  lineTotalPiastres,
  toPiastres,
  toPounds,
  toThousandths,
  vatPiastres,
} from './shared/money';
export type {
  DocumentTotals,
  DocumentTotals as InvoiceTotals,
  DocumentTotals as BillTotals,
  LineAmounts,
} from './shared/money';
export { AsyncPicker } from './shared/AsyncPicker';
export type { AsyncPickerProps } from './shared/AsyncPicker';
export { DotList } from './shared/DotList';
export { ReviewList } from './shared/ReviewList';
export type { ReviewListProps } from './shared/ReviewList';
export {
  emptyLine,
  lineDraftsOf,
  lineFieldLabels,
  lineFieldNames,
  linesOfDrafts,
  linesOverStock,
  validateLines,
  vatOptions,
  vatRateText,
} from './shared/documents/lines';
export type { DocumentLine, InventoryItemOption, LineDraft, VatRateOption } from './shared/documents/lines';
export { LinesEditor } from './shared/documents/LinesEditor';
export type { LinesEditorProps, SearchInventory } from './shared/documents/LinesEditor';
export { LinesTable } from './shared/documents/LinesTable';
export type { LinesTableProps } from './shared/documents/LinesTable';
export { AmountList, TotalsList } from './shared/documents/TotalsList';
export type { AmountListProps, AmountRow, TotalsListProps } from './shared/documents/TotalsList';
export {
  AttachmentsField,
  attachmentCountText,
  MAX_ATTACHMENTS,
  NO_ATTACHMENT_CHANGES,
  storedAttachments,
} from './shared/documents/AttachmentsField';
export type { AttachmentChanges, AttachmentsFieldProps, StoredAttachment } from './shared/documents/AttachmentsField';
export { FormDialog } from './shared/documents/FormDialog';
export type { FormDialogProps } from './shared/documents/FormDialog';
export { useDialogForm } from './shared/documents/useDialogForm';
export type { DialogForm } from './shared/documents/useDialogForm';
export { PaymentDialog } from './shared/documents/PaymentDialog';
export type { PaymentDialogProps, PaymentDocument, PaymentValues } from './shared/documents/PaymentDialog';
export { PAYMENT_METHODS, paymentMethodLabel, paymentMethodOptions } from './shared/documents/paymentMethods';
export { PaymentMethodSelect } from './shared/documents/PaymentMethodSelect';
export type { PaymentMethodSelectProps } from './shared/documents/PaymentMethodSelect';
export {
  attachmentsMessages,
  attachmentsNamedMessages,
  linesMessages,
  linesNamedMessages,
  paymentMessages,
  paymentMethodMessages,
  paymentNamedMessages,
  totalsMessages,
  totalsNamedMessages,
} from './shared/documents/documents.messages';

// ---- sales: the parts the invoices, quotations and receipts share ----
export { salesMessages, salesNamedMessages } from './sales/sales.messages';
export { salesRefusalText } from './sales/salesRefusals';
export type { SalesRefusal } from './sales/salesRefusals';
export type { PrintedDocumentIntents } from './sales/printedDocument';
export type { FileUrl, SalesClientOption, SalesSettings, SearchClients } from './sales/sales.types';

// ---- sales: invoices ----
export { InvoicesScreen } from './sales/invoices/InvoicesScreen';
export type { InvoicesScreenProps } from './sales/invoices/InvoicesScreen';
export type { InvoiceFormValues } from './sales/invoices/InvoiceWizard';
export type { InvoicePaymentValues } from './sales/invoices/InvoicePaymentDialog';
export type { InvoiceReceiptValues } from './sales/invoices/InvoiceReceiptDialog';
export { invoiceMessages, invoiceNamedMessages } from './sales/invoices/invoices.messages';
export { invoiceDueRange } from './sales/invoices/invoices.format';
export { INVOICE_DUE_FILTERS, INVOICE_SORT_FIELDS } from './sales/invoices/invoices.types';
export type {
  Invoice,
  InvoiceDetail,
  InvoiceDueFilter,
  InvoiceFilters,
  InvoicePayment,
  InvoicePermissions,
  InvoiceSortField,
  InvoiceStatus,
} from './sales/invoices/invoices.types';

// ---- sales: quotations ----
export { QuotationsScreen } from './sales/quotations/QuotationsScreen';
export type { QuotationsScreenProps } from './sales/quotations/QuotationsScreen';
export type { QuotationFormValues } from './sales/quotations/QuotationWizard';
export { quotationMessages, quotationNamedMessages } from './sales/quotations/quotations.messages';
export { QUOTATION_SORT_FIELDS, QUOTATION_VALIDITY_PRESETS } from './sales/quotations/quotations.types';
export type {
  Quotation,
  QuotationFilters,
  QuotationPermissions,
  QuotationSortField,
  QuotationStatus,
  QuotationTransition,
  QuotationValidityPreset,
} from './sales/quotations/quotations.types';

// ---- sales: receipts ----
export { ReceiptsScreen } from './sales/receipts/ReceiptsScreen';
export type { ReceiptsScreenProps } from './sales/receipts/ReceiptsScreen';
export type { ReceiptFormValues } from './sales/receipts/ReceiptWizard';
export { receiptMessages, receiptNamedMessages } from './sales/receipts/receipts.messages';
export { RECEIPT_DATE_PRESETS, RECEIPT_SORT_FIELDS } from './sales/receipts/receipts.types';
export type {
  Receipt,
  ReceiptDatePreset,
  ReceiptFilters,
  ReceiptInvoiceOption,
  ReceiptSortField,
  SearchInvoices,
} from './sales/receipts/receipts.types';

// ---- sales: supplier bills ----
export { BillsScreen } from './sales/bills/BillsScreen';
export type { BillSettings, BillsScreenProps } from './sales/bills/BillsScreen';
export { billMessages, billNamedMessages } from './sales/bills/bills.messages';
export type { BillFormValues } from './sales/bills/bills.fields';
export type { BillPaymentValues } from './sales/bills/BillPaymentDialog';
export { billRefusalText } from './sales/bills/bills.format';
export { BILL_DUE_FILTERS, BILL_SORT_FIELDS } from './sales/bills/bills.types';
export type {
  Bill,
  BillDetail,
  BillDueFilter,
  BillFilters,
  BillLine,
  BillPayment,
  BillSortField,
  SupplierOption,
} from './sales/bills/bills.types';

// ---- sales: expenses ----
export { ExpensesScreen } from './sales/expenses/ExpensesScreen';
export type { ExpensesScreenProps } from './sales/expenses/ExpensesScreen';
export { expenseMessages, expenseNamedMessages } from './sales/expenses/expenses.messages';
export type { ExpenseFormValues } from './sales/expenses/expenses.fields';
export { expenseRefusalText } from './sales/expenses/expenses.format';
export { EXPENSE_ACTIONS, EXPENSE_DATE_PRESETS, EXPENSE_SORT_FIELDS } from './sales/expenses/expenses.types';
export type {
  EmployeeOption,
  Expense,
  ExpenseAction,
  ExpenseDatePreset,
  ExpenseFilters,
  ExpenseSortField,
} from './sales/expenses/expenses.types';

// ---- shared: refusals from the schema's catalogue, uploads with progress ----
export { moneyValue, refusalText, refusalTranslator } from './shared/refusals';
export type { Refusal, RefusalValueFormats } from './shared/refusals';
export type { RecordUpload } from './shared/documents/useRecordUpload';

// ---- stock: purchase requests ----
export { PurchaseRequestsScreen } from './stock/purchase-requests/PurchaseRequestsScreen';
export type { PurchaseRequestsScreenProps } from './stock/purchase-requests/PurchaseRequestsScreen';
export { PurchaseRequestViewer } from './stock/purchase-requests/PurchaseRequestViewer';
export type { PurchaseRequestViewerProps } from './stock/purchase-requests/PurchaseRequestViewer';
export { PurchaseRequestWizard } from './stock/purchase-requests/PurchaseRequestWizard';
export type {
  PurchaseRequestPrefill,
  PurchaseRequestWizardProps,
} from './stock/purchase-requests/PurchaseRequestWizard';
export {
  purchaseRequestMessages,
  purchaseRequestNamedMessages,
} from './stock/purchase-requests/purchaseRequests.messages';
export { purchaseActions, purchaseRefusalText } from './stock/purchase-requests/purchaseRequests.format';
export type { PurchaseActionId, PurchasePermissions } from './stock/purchase-requests/purchaseRequests.format';
export { purchaseWarnings, NEAR_CAPACITY_PERCENT } from './stock/purchase-requests/purchaseRequests.checks';
export {
  PURCHASE_REQUEST_ACTIONS,
  PURCHASE_REQUEST_SORT_FIELDS,
} from './stock/purchase-requests/purchaseRequests.types';
export type {
  PurchaseItemOption,
  PurchaseRequest,
  PurchaseRequestAction,
  PurchaseRequestDetail,
  PurchaseRequestFilters,
  PurchaseRequestFormValues,
  PurchaseRequestLine,
  PurchaseRequestLineView,
  PurchaseRequestSortField,
} from './stock/purchase-requests/purchaseRequests.types';

// ---- stock: transfers and the transfer widget ----
export { TransfersScreen } from './stock/transfers/TransfersScreen';
export type { TransfersScreenProps } from './stock/transfers/TransfersScreen';
export { TransferViewer } from './stock/transfers/TransferViewer';
export type { TransferViewerProps } from './stock/transfers/TransferViewer';
export { TransferWizard } from './stock/transfers/TransferWizard';
export type { TransferPrefill, TransferWizardProps } from './stock/transfers/TransferWizard';
export { emptyTransferLine, TransferEditor } from './stock/transfers/TransferEditor';
export type { SearchWarehouseItems, TransferEditorProps } from './stock/transfers/TransferEditor';
export { isTransferValid, transferProblems } from './stock/transfers/transfers.checks';
export type { LineProblem, TransferProblems } from './stock/transfers/transfers.checks';
export { transferMessages, transferNamedMessages } from './stock/transfers/transfers.messages';
export { transferActions, transferRefusalText } from './stock/transfers/transfers.format';
export type { TransferActionId } from './stock/transfers/transfers.format';
export { TRANSFER_ACTIONS, TRANSFER_SORT_FIELDS } from './stock/transfers/transfers.types';
export type {
  StockItemOption,
  Transfer,
  TransferAction,
  TransferDetail,
  TransferDraft,
  TransferFilters,
  TransferFormValues,
  TransferLine,
  TransferLineDraft,
  TransferLineView,
  TransferSortField,
} from './stock/transfers/transfers.types';
export { stockFlowMessages, stockFlowNamedMessages } from './stock/stock.messages';

// ---- stock: shared parts, overview, inventory, warehouses, suppliers ----
export { StockLink } from './stock/StockLink';
export { StockMovementList } from './stock/StockMovementList';
export { OccupancyBar } from './stock/OccupancyBar';
export { DEFAULT_NEAR_CAPACITY_PERCENT, occupancyLevel } from './stock/occupancy';
export { recordHref } from './stock/stock.types';
export type { Navigate, StockMovement, WarehouseOption } from './stock/stock.types';
export { StockOverviewScreen, levelHref } from './stock/overview/StockOverviewScreen';
export type { StockOverviewScreenProps } from './stock/overview/StockOverviewScreen';
export { stockOverviewMessages } from './stock/overview/overview.messages';
export type { StockOverview } from './stock/overview/overview.types';
export { InventoryScreen } from './stock/inventory/InventoryScreen';
export type { InventoryScreenProps } from './stock/inventory/InventoryScreen';
export { inventoryMessages, inventoryNamedMessages } from './stock/inventory/inventory.messages';
export { INVENTORY_LEVELS, INVENTORY_SORT_FIELDS } from './stock/inventory/inventory.types';
export type {
  InventoryDetail,
  InventoryFilters,
  InventoryFormValues,
  InventoryItem,
  InventoryLevel,
  StockAdjustment,
  StockOption,
} from './stock/inventory/inventory.types';
export { WarehousesScreen } from './stock/warehouses/WarehousesScreen';
export type { WarehousesScreenProps } from './stock/warehouses/WarehousesScreen';
export { warehouseMessages, warehouseNamedMessages } from './stock/warehouses/warehouses.messages';
export type { WarehouseFormValues } from './stock/warehouses/warehouses.fields';
export { WAREHOUSE_ACTIVE_FILTERS, WAREHOUSE_SORT_FIELDS } from './stock/warehouses/warehouses.types';
export type { Warehouse, WarehouseDetail, WarehouseFilters } from './stock/warehouses/warehouses.types';
export { SuppliersScreen } from './stock/suppliers/SuppliersScreen';
export type { SuppliersScreenProps } from './stock/suppliers/SuppliersScreen';
export { supplierMessages, supplierNamedMessages } from './stock/suppliers/suppliers.messages';
export type { SupplierFormValues } from './stock/suppliers/suppliers.fields';
export { SUPPLIER_SORT_FIELDS } from './stock/suppliers/suppliers.types';
export type { Supplier, SupplierDetail, SupplierFilters } from './stock/suppliers/suppliers.types';
export { stockRefusalText } from './stock/stockRefusals';

// ---- hr: payroll ----
export { PayrollScreen } from './hr/payroll/PayrollScreen';
export type { PayrollScreenProps } from './hr/payroll/PayrollScreen';
export { PayrollManager } from './hr/payroll/PayrollManager';
export type { PayrollManagerProps } from './hr/payroll/PayrollManager';
export { PayrollSummary } from './hr/payroll/PayrollSummary';
export type { PayrollSummaryProps } from './hr/payroll/PayrollSummary';
export { PayrollRunDialog } from './hr/payroll/PayrollRunDialog';
export type { PayrollRunDialogProps } from './hr/payroll/PayrollRunDialog';
export { payrollMessages, payrollNamedMessages } from './hr/payroll/payroll.messages';
export { PAYROLL_ACTION_TARGETS, payrollEmployeeName } from './hr/payroll/payroll.format';
export { PAYROLL_ACTIONS, PAYROLL_SORT_FIELDS } from './hr/payroll/payroll.types';
export type {
  PayrollAction,
  PayrollAllowance,
  PayrollCalculation,
  PayrollEdit,
  PayrollFilters,
  PayrollItem,
  PayrollOvertime,
  PayrollRecord,
  PayrollRunEmployee,
} from './hr/payroll/payroll.types';
// ---- hr: employees, leave and overtime ----
export { employeeName } from './hr/hr.format';
export type { EmployeeName, EmployeeChoice, SearchEmployees } from './hr/hr.types';
export { LeaveScreen } from './hr/leave/LeaveScreen';
export type { LeaveScreenProps } from './hr/leave/LeaveScreen';
export { LeaveRequestForm } from './hr/leave/LeaveRequestForm';
export { leaveMessages, leaveNamedMessages } from './hr/leave/leave.messages';
export { ENTITLEMENT_OF, LEAVE_SORT_FIELDS } from './hr/leave/leave.types';
export type {
  EntitlementGroup,
  LeaveAction,
  LeaveBalance,
  LeaveFilters,
  LeaveFormValues,
  LeaveRequest,
  LoadLeaveBalance,
} from './hr/leave/leave.types';
export { OvertimeScreen } from './hr/overtime/OvertimeScreen';
export type { OvertimeScreenProps } from './hr/overtime/OvertimeScreen';
export { overtimeMessages, overtimeNamedMessages } from './hr/overtime/overtime.messages';
export { OVERTIME_SORT_FIELDS } from './hr/overtime/overtime.types';
export type {
  OvertimeDecision,
  OvertimeFilters,
  OvertimeFormValues,
  OvertimeRecord,
} from './hr/overtime/overtime.types';
export { EmployeesScreen } from './hr/employees/EmployeesScreen';
export type { EmployeesScreenProps } from './hr/employees/EmployeesScreen';
export { EmployeeDocumentsDialog } from './hr/employees/EmployeeDocumentsDialog';
export { EmployeeWizard } from './hr/employees/EmployeeWizard';
export {
  employeeDocumentMessages,
  employeeDocumentNamedMessages,
  employeeMessages,
  employeeNamedMessages,
} from './hr/employees/employees.messages';
export { EMPLOYEE_SORT_FIELDS } from './hr/employees/employees.types';
export type {
  EmployeeDocumentUpload,
  Employee,
  EmployeeDocument,
  EmployeeFilters,
  EmployeeFormValues,
  UserAccountOption,
} from './hr/employees/employees.types';
// ---- admin: users ----
export { UsersScreen } from './admin/users/UsersScreen';
export type { UsersScreenProps } from './admin/users/UsersScreen';
export type { UserFormValues } from './admin/users/users.fields';
export { userMessages, userNamedMessages } from './admin/users/users.messages';
export { USER_SORT_FIELDS } from './admin/users/users.types';
export type { User, UserAdminRights, UserFilters, UserRole } from './admin/users/users.types';

// ---- admin: roles ----
export { RolesScreen } from './admin/roles/RolesScreen';
export type { RolesScreenProps } from './admin/roles/RolesScreen';
export { PermissionEditor } from './admin/roles/PermissionEditor';
export type { PermissionEditorProps } from './admin/roles/PermissionEditor';
export type { RoleFormValues } from './admin/roles/RoleWizard';
export { roleMessages, roleNamedMessages } from './admin/roles/roles.messages';
export { ROLE_SORT_FIELDS } from './admin/roles/roles.types';
export type { Role, RoleDetail, RoleFilters, RoleHolder } from './admin/roles/roles.types';

// ---- admin: settings ----
export { SettingsScreen } from './admin/settings/SettingsScreen';
export type { SettingsScreenProps } from './admin/settings/SettingsScreen';
export type { SettingsValues } from './admin/settings/SettingsForm';
export { nest as nestSettings } from './admin/settings/settings.fields';
export { settingsMessages } from './admin/settings/settings.messages';
export { SETTINGS_TABS } from './admin/settings/settings.types';
export type {
  AppSettings,
  PayrollVersion,
  SettingsRights,
  SettingsTab,
  TaxBracket,
  VatRate,
} from './admin/settings/settings.types';

// ---- admin: access ----
export { AccessScreen } from './admin/access/AccessScreen';
export type { AccessScreenProps } from './admin/access/AccessScreen';
export { accessMessages } from './admin/access/access.messages';
export { ACCESS_TABS } from './admin/access/access.types';
export type { AccessRole, AccessTab, AccessUser, AuditEntry, AuditFilters } from './admin/access/access.types';
// ---- reports ----
export type * from './reports/reports.types';
export { ReportTemplatesScreen } from './reports/report-templates/ReportTemplatesScreen';
export type { ReportTemplatesScreenProps } from './reports/report-templates/ReportTemplatesScreen';
export { templateMessages, templateNamedMessages } from './reports/report-templates/reportTemplates.messages';
export type {
  ReportSpec,
  ReportTemplate,
  ReportTemplateFilters,
  TemplateFormValues,
} from './reports/report-templates/reportTemplates.types';
export { REPORT_TEMPLATE_SORT_FIELDS } from './reports/report-templates/reportTemplates.types';
export { SavedReportsScreen } from './reports/saved-reports/SavedReportsScreen';
export type { SavedReportsScreenProps } from './reports/saved-reports/SavedReportsScreen';
export { savedReportMessages, savedReportNamedMessages } from './reports/saved-reports/savedReports.messages';
export type { SavedReport, SavedReportDetail, SavedReportFilters } from './reports/saved-reports/savedReports.types';
export { SAVED_REPORT_SORT_FIELDS } from './reports/saved-reports/savedReports.types';
