import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { UnitAction } from '../../machines/unitManagement/unitEditorTypes';
import type { UnitIssueCode } from '../../schemas/unit';

// Messages of the unit-management screens; texts live in public/assets/i18n under `unitManagement.`.
const plain = defineMessages({
  addUnit: { id: 'unitManagement.addUnit' },
  addSubUnit: { id: 'unitManagement.addSubUnit' },
  backToList: { id: 'unitManagement.backToList' },
  tabTree: { id: 'unitManagement.tab.tree' },
  tabList: { id: 'unitManagement.tab.list' },
  treeLabel: { id: 'unitManagement.tree.label' },
  treeHint: { id: 'unitManagement.tree.hint' },
  treeExpandAll: { id: 'unitManagement.tree.expandAll' },
  treeCollapseAll: { id: 'unitManagement.tree.collapseAll' },
  treeFailed: { id: 'unitManagement.tree.failed' },
  treeEmpty: { id: 'unitManagement.tree.empty' },
  listLabel: { id: 'unitManagement.list.label' },
  listSearch: { id: 'unitManagement.list.search' },
  listSearchHint: { id: 'unitManagement.list.searchHint' },
  listEmpty: { id: 'unitManagement.list.empty' },
  columnName: { id: 'unitManagement.column.name' },
  columnKey: { id: 'unitManagement.column.key' },
  columnDisplayedId: { id: 'unitManagement.column.displayedId' },
  columnMembers: { id: 'unitManagement.column.members' },
  columnState: { id: 'unitManagement.column.state' },
  columnUpdated: { id: 'unitManagement.column.updated' },
  filterState: { id: 'unitManagement.filter.state' },
  filterAny: { id: 'unitManagement.filter.any' },
  active: { id: 'unitManagement.active' },
  inactive: { id: 'unitManagement.inactive' },
  default: { id: 'unitManagement.default' },
  topUnit: { id: 'unitManagement.topUnit' },
  createTitle: { id: 'unitManagement.createTitle' },
  fieldName: { id: 'unitManagement.field.name' },
  fieldKey: { id: 'unitManagement.field.key' },
  fieldKeyHint: { id: 'unitManagement.field.keyHint' },
  fieldDisplayedId: { id: 'unitManagement.field.displayedId' },
  fieldDisplayedIdHint: { id: 'unitManagement.field.displayedIdHint' },
  fieldColor: { id: 'unitManagement.field.color' },
  fieldColorHint: { id: 'unitManagement.field.colorHint' },
  fieldColorPicker: { id: 'unitManagement.field.colorPicker' },
  fieldParent: { id: 'unitManagement.field.parent' },
  fieldNoParent: { id: 'unitManagement.field.noParent' },
  fieldActive: { id: 'unitManagement.field.active' },
  fieldLogo: { id: 'unitManagement.field.logo' },
  fieldLogoHint: { id: 'unitManagement.field.logoHint' },
  removeLogo: { id: 'unitManagement.removeLogo' },
  noLogo: { id: 'unitManagement.noLogo' },
  create: { id: 'unitManagement.create' },
  save: { id: 'unitManagement.save' },
  cancel: { id: 'unitManagement.cancel' },
  saving: { id: 'unitManagement.saving' },
  unsaved: { id: 'unitManagement.unsaved' },
  saveFirst: { id: 'unitManagement.saveFirst' },
  formSaved: { id: 'unitManagement.form.saved' },
  formDeleted: { id: 'unitManagement.form.deleted' },
  delete: { id: 'unitManagement.delete' },
  deleteTitle: { id: 'unitManagement.deleteTitle' },
  deleteDescription: { id: 'unitManagement.deleteDescription' },
  deleteConfirm: { id: 'unitManagement.deleteConfirm' },
  setDefault: { id: 'unitManagement.setDefault' },
  reactivate: { id: 'unitManagement.reactivate' },
  deactivate: { id: 'unitManagement.deactivate' },
  move: { id: 'unitManagement.move' },
  editorSetDefaultDone: { id: 'unitManagement.editor.setDefaultDone' },
  editorReactivateDone: { id: 'unitManagement.editor.reactivateDone' },
  editorDeactivateDone: { id: 'unitManagement.editor.deactivateDone' },
  editorMoveDone: { id: 'unitManagement.editor.moveDone' },
  dismiss: { id: 'unitManagement.dismiss' },
  retry: { id: 'unitManagement.retry' },
  notFound: { id: 'unitManagement.notFound' },
  loadFailed: { id: 'unitManagement.loadFailed' },
  deactivateMembers: { id: 'unitManagement.deactivate.members' },
  deactivateKeep: { id: 'unitManagement.deactivate.keep' },
  deactivateMoveMembers: { id: 'unitManagement.deactivate.moveMembers' },
  deactivateRemove: { id: 'unitManagement.deactivate.remove' },
  deactivateTarget: { id: 'unitManagement.deactivate.target' },
  deactivateChooseTarget: { id: 'unitManagement.deactivate.chooseTarget' },
  deactivateConfirm: { id: 'unitManagement.deactivate.confirm' },
  moveDescription: { id: 'unitManagement.move.description' },
  moveParent: { id: 'unitManagement.move.parent' },
  moveConfirm: { id: 'unitManagement.move.confirm' },
  membersHeading: { id: 'unitManagement.members.heading' },
  membersSearch: { id: 'unitManagement.members.search' },
  membersEmpty: { id: 'unitManagement.members.empty' },
  membersNoResults: { id: 'unitManagement.members.noResults' },
  membersFailed: { id: 'unitManagement.members.failed' },
  membersLoading: { id: 'unitManagement.members.loading' },
  membersNoRoles: { id: 'unitManagement.members.noRoles' },
  membersInactivePerson: { id: 'unitManagement.members.inactivePerson' },
  membersRemove: { id: 'unitManagement.members.remove' },
  membersRemoveDescription: { id: 'unitManagement.members.removeDescription' },
  membersAddHeading: { id: 'unitManagement.members.addHeading' },
  membersAddSearch: { id: 'unitManagement.members.addSearch' },
  membersAdd: { id: 'unitManagement.members.add' },
  membersAddNone: { id: 'unitManagement.members.addNone' },
  membersAddFailed: { id: 'unitManagement.members.addFailed' },
  membersAddIdle: { id: 'unitManagement.members.addIdle' },
  membersPrevious: { id: 'unitManagement.members.previous' },
  membersNext: { id: 'unitManagement.members.next' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  treeTruncated: { count: number };
  treeOpen: { name: string };
  memberCount: { count: number };
  subUnitCount: { count: number };
  below: { path: string };
  deactivateTitle: { name: string };
  deactivateDescription: { count: number };
  moveTitle: { name: string };
  membersRoles: { roles: string };
  membersRemoveLabel: { name: string };
  membersRemoveTitle: { name: string };
  membersAdded: { name: string };
  membersRemoved: { name: string };
  membersAddLabel: { name: string };
  membersChangeFailed: { error: string };
  membersRange: { from: number; to: number; total: number };
}>({
  treeTruncated: { id: 'unitManagement.tree.truncated' },
  treeOpen: { id: 'unitManagement.tree.open' },
  memberCount: { id: 'unitManagement.memberCount' },
  subUnitCount: { id: 'unitManagement.subUnitCount' },
  below: { id: 'unitManagement.below' },
  deactivateTitle: { id: 'unitManagement.deactivate.title' },
  deactivateDescription: { id: 'unitManagement.deactivate.description' },
  moveTitle: { id: 'unitManagement.move.title' },
  membersRoles: { id: 'unitManagement.members.roles' },
  membersRemoveLabel: { id: 'unitManagement.members.removeLabel' },
  membersRemoveTitle: { id: 'unitManagement.members.removeTitle' },
  membersAdded: { id: 'unitManagement.members.added' },
  membersRemoved: { id: 'unitManagement.members.removed' },
  membersAddLabel: { id: 'unitManagement.members.addLabel' },
  membersChangeFailed: { id: 'unitManagement.members.changeFailed' },
  membersRange: { id: 'unitManagement.members.range' },
});

export const um = { ...plain, ...withValues };

/** The words for each issue code of the shared unit schema (src/schemas/unit.ts). */
export const issueMessages: Record<UnitIssueCode, MessageDescriptor> = defineMessages({
  'name.required': { id: 'unitManagement.issue.name.required' },
  'name.tooLong': { id: 'unitManagement.issue.name.tooLong' },
  'key.required': { id: 'unitManagement.issue.key.required' },
  'key.invalid': { id: 'unitManagement.issue.key.invalid' },
  'key.tooLong': { id: 'unitManagement.issue.key.tooLong' },
  'key.duplicate': { id: 'unitManagement.issue.key.duplicate' },
  'displayedId.required': { id: 'unitManagement.issue.displayedId.required' },
  'displayedId.tooLong': { id: 'unitManagement.issue.displayedId.tooLong' },
  'displayedId.duplicate': { id: 'unitManagement.issue.displayedId.duplicate' },
  'color.invalid': { id: 'unitManagement.issue.color.invalid' },
  'parentId.invalid': { id: 'unitManagement.issue.parentId.invalid' },
  'logoFileId.invalid': { id: 'unitManagement.issue.logoFileId.invalid' },
  'isActive.required': { id: 'unitManagement.issue.isActive.required' },
});

/** What failed, per action beside the form (the API's words go into {error}). */
export const actionMessages: Record<UnitAction, MessageDescriptor> = defineMessages({
  setDefault: { id: 'unitManagement.action.setDefault' },
  reactivate: { id: 'unitManagement.action.reactivate' },
  deactivate: { id: 'unitManagement.action.deactivate' },
  move: { id: 'unitManagement.action.move' },
});
