// @erp/widgets public API. Every export is named here: no `export *`, no default exports.
export { loadWidgetMessages } from './i18n/messages';
