import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '../../graphql/generated';
import type { UserIssueCode } from '../../schemas/user';

// Messages of the user-management screens; texts live in public/assets/i18n under `userManagement.`.
const plain = defineMessages({
  addUser: { id: 'userManagement.addUser' },
  backToList: { id: 'userManagement.backToList' },
  tableLabel: { id: 'userManagement.list.label' },
  searchLabel: { id: 'userManagement.list.search' },
  searchHint: { id: 'userManagement.list.searchHint' },
  empty: { id: 'userManagement.list.empty' },
  exportCsv: { id: 'userManagement.list.export' },
  exporting: { id: 'userManagement.list.exporting' },
  colName: { id: 'userManagement.column.name' },
  colUsername: { id: 'userManagement.column.username' },
  colEmail: { id: 'userManagement.column.email' },
  colRoles: { id: 'userManagement.column.roles' },
  colUnits: { id: 'userManagement.column.units' },
  colActive: { id: 'userManagement.column.active' },
  colCreated: { id: 'userManagement.column.created' },
  active: { id: 'userManagement.active' },
  deactivated: { id: 'userManagement.deactivated' },
  mustChange: { id: 'userManagement.mustChangePassword' },
  noUnits: { id: 'userManagement.noUnits' },
  any: { id: 'userManagement.filter.any' },
  filterUnit: { id: 'userManagement.filter.unit' },
  filterRole: { id: 'userManagement.filter.role' },
  filterActive: { id: 'userManagement.filter.active' },
  optionsFailed: { id: 'userManagement.optionsFailed' },
  retry: { id: 'userManagement.retry' },
  cancel: { id: 'userManagement.cancel' },
  bulkDeactivate: { id: 'userManagement.bulk.deactivate' },
  bulkReactivate: { id: 'userManagement.bulk.reactivate' },
  bulkAddToUnit: { id: 'userManagement.bulk.addToUnit' },
  bulkRemoveFromUnit: { id: 'userManagement.bulk.removeFromUnit' },
  deactivateManyDescription: { id: 'userManagement.bulk.deactivateDescription' },
  unitLabel: { id: 'userManagement.bulk.unit' },
  chooseUnit: { id: 'userManagement.bulk.chooseUnit' },
  apply: { id: 'userManagement.bulk.apply' },
  newTitle: { id: 'userManagement.form.newTitle' },
  editTitle: { id: 'userManagement.form.editTitle' },
  username: { id: 'userManagement.form.username' },
  usernameHint: { id: 'userManagement.form.usernameHint' },
  name: { id: 'userManagement.form.name' },
  email: { id: 'userManagement.form.email' },
  locale: { id: 'userManagement.form.locale' },
  localeBrowser: { id: 'userManagement.form.localeBrowser' },
  roles: { id: 'userManagement.form.roles' },
  units: { id: 'userManagement.form.units' },
  unitsHint: { id: 'userManagement.form.unitsHint' },
  initialPassword: { id: 'userManagement.form.initialPassword' },
  initialPasswordHint: { id: 'userManagement.form.initialPasswordHint' },
  create: { id: 'userManagement.form.create' },
  save: { id: 'userManagement.form.save' },
  saving: { id: 'userManagement.form.saving' },
  loadFailed: { id: 'userManagement.form.loadFailed' },
  accountActions: { id: 'userManagement.actions.title' },
  deactivate: { id: 'userManagement.actions.deactivate' },
  reactivate: { id: 'userManagement.actions.reactivate' },
  resetPassword: { id: 'userManagement.actions.resetPassword' },
  deleteUser: { id: 'userManagement.actions.delete' },
  deactivateTitle: { id: 'userManagement.actions.deactivateTitle' },
  deactivateDescription: { id: 'userManagement.actions.deactivateDescription' },
  reactivateTitle: { id: 'userManagement.actions.reactivateTitle' },
  reactivateDescription: { id: 'userManagement.actions.reactivateDescription' },
  resetTitle: { id: 'userManagement.actions.resetTitle' },
  resetDescription: { id: 'userManagement.actions.resetDescription' },
  passwordTitle: { id: 'userManagement.actions.passwordTitle' },
  passwordDescription: { id: 'userManagement.actions.passwordDescription' },
  passwordLabel: { id: 'userManagement.actions.passwordLabel' },
  copy: { id: 'userManagement.actions.copy' },
  copied: { id: 'userManagement.actions.copied' },
  copyFailed: { id: 'userManagement.actions.copyFailed' },
  done: { id: 'userManagement.actions.done' },
  deleteTitle: { id: 'userManagement.actions.deleteTitle' },
  deleteDescription: { id: 'userManagement.actions.deleteDescription' },
  keepRecords: { id: 'userManagement.actions.keepRecords' },
  keepRecordsHint: { id: 'userManagement.actions.keepRecordsHint' },
  deleteRecords: { id: 'userManagement.actions.deleteRecords' },
  deleteRecordsHint: { id: 'userManagement.actions.deleteRecordsHint' },
  // Toasts and bulk texts the machines name by id.
  saved: { id: 'userManagement.form.saved' },
  bulkDeactivated: { id: 'userManagement.bulk.deactivated' },
  bulkDeactivateFailed: { id: 'userManagement.bulk.deactivateFailed' },
  bulkReactivated: { id: 'userManagement.bulk.reactivated' },
  bulkReactivateFailed: { id: 'userManagement.bulk.reactivateFailed' },
  bulkAdded: { id: 'userManagement.bulk.addedToUnit' },
  bulkRemoved: { id: 'userManagement.bulk.removedFromUnit' },
  actionDeactivated: { id: 'userManagement.actions.deactivated' },
  actionReactivated: { id: 'userManagement.actions.reactivated' },
  actionDeleted: { id: 'userManagement.actions.deleted' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  exportFailed: { error: string };
  deactivateManyTitle: { count: number };
  addToUnitTitle: { count: number };
  removeFromUnitTitle: { count: number };
  otherUnits: { units: string };
}>({
  exportFailed: { id: 'userManagement.list.exportFailed' },
  deactivateManyTitle: { id: 'userManagement.bulk.deactivateTitle' },
  addToUnitTitle: { id: 'userManagement.bulk.addToUnitTitle' },
  removeFromUnitTitle: { id: 'userManagement.bulk.removeFromUnitTitle' },
  otherUnits: { id: 'userManagement.form.otherUnits' },
});

export const um = { ...plain, ...withValues };

export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  ADMIN: { id: 'userManagement.role.ADMIN' },
  EDUCATION_MANAGER: { id: 'userManagement.role.EDUCATION_MANAGER' },
  LEARNER: { id: 'userManagement.role.LEARNER' },
});

export const localeMessages: Record<string, MessageDescriptor> = defineMessages({
  en: { id: 'userManagement.locale.en' },
  de: { id: 'userManagement.locale.de' },
  sw: { id: 'userManagement.locale.sw' },
});

/** The form's field errors by the shared schema's issue codes. */
export const issueMessages: Record<UserIssueCode, MessageDescriptor> = defineMessages({
  'username.required': { id: 'userManagement.issue.username.required' },
  'username.tooShort': { id: 'userManagement.issue.username.tooShort' },
  'username.tooLong': { id: 'userManagement.issue.username.tooLong' },
  'username.invalid': { id: 'userManagement.issue.username.invalid' },
  'name.required': { id: 'userManagement.issue.name.required' },
  'name.tooLong': { id: 'userManagement.issue.name.tooLong' },
  'email.required': { id: 'userManagement.issue.email.required' },
  'email.tooLong': { id: 'userManagement.issue.email.tooLong' },
  'email.invalid': { id: 'userManagement.issue.email.invalid' },
  'locale.invalid': { id: 'userManagement.issue.locale.invalid' },
  'roles.required': { id: 'userManagement.issue.roles.required' },
  'roles.invalid': { id: 'userManagement.issue.roles.invalid' },
  'unitIds.invalid': { id: 'userManagement.issue.unitIds.invalid' },
  'unitIds.tooMany': { id: 'userManagement.issue.unitIds.tooMany' },
  'initialPassword.tooShort': { id: 'userManagement.issue.initialPassword.tooShort' },
  'initialPassword.tooLong': { id: 'userManagement.issue.initialPassword.tooLong' },
});
