// Messages of category management (ids `categories.*`); texts live in public/assets/i18n.
import { defineMessages } from 'react-intl';

export const cm = defineMessages({
  intro: { id: 'categories.intro' },
  treeLabel: { id: 'categories.treeLabel' },
  keyboardHint: { id: 'categories.keyboardHint' },
  empty: { id: 'categories.empty' },
  create: { id: 'categories.create' },
  createChild: { id: 'categories.createChild' },
  rename: { id: 'categories.rename' },
  delete: { id: 'categories.delete' },
  moveUp: { id: 'categories.moveUp' },
  moveDown: { id: 'categories.moveDown' },
  moveOut: { id: 'categories.moveOut' },
  moveIn: { id: 'categories.moveIn' },
  actions: { id: 'categories.actions' },
  busy: { id: 'categories.busy' },
  topLevel: { id: 'categories.topLevel' },
  formCreateTitle: { id: 'categories.form.createTitle' },
  formRequired: { id: 'categories.form.required' },
  formOptional: { id: 'categories.form.optional' },
  formSave: { id: 'categories.form.save' },
  formCancel: { id: 'categories.form.cancel' },
  deleteConfirm: { id: 'categories.deleteDialog.confirm' },
  deleteEmpty: { id: 'categories.deleteDialog.empty' },
  deleteDestination: { id: 'categories.deleteDialog.destination' },
  deleteChoose: { id: 'categories.deleteDialog.choose' },
  deleteNone: { id: 'categories.deleteDialog.none' },
  deleteFailed: { id: 'categories.deleteDialog.failed' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
export const cv = defineMessages<{
  mediaCount: { count: number };
  formCreateChildTitle: { parent: string };
  formRenameTitle: { name: string };
  formFallback: { fallback: string };
  nameRequired: { language: string };
  nameTooLong: { maximum: number };
  nameDuplicate: { language: string };
  deleteTitle: { name: string };
  deleteContent: { media: number; children: number };
  announceMoved: { name: string; position: number; count: number; parent: string };
  announceMovedTop: { name: string; position: number; count: number };
  announceCannotMove: { name: string; direction: string };
  announceUndone: { name: string };
  dragInstructions: { hotkey: string };
}>({
  mediaCount: { id: 'categories.mediaCount' },
  formCreateChildTitle: { id: 'categories.form.createChildTitle' },
  formRenameTitle: { id: 'categories.form.renameTitle' },
  formFallback: { id: 'categories.form.fallback' },
  nameRequired: { id: 'categories.form.nameRequired' },
  nameTooLong: { id: 'categories.form.nameTooLong' },
  nameDuplicate: { id: 'categories.form.nameDuplicate' },
  deleteTitle: { id: 'categories.deleteDialog.title' },
  deleteContent: { id: 'categories.deleteDialog.content' },
  announceMoved: { id: 'categories.announce.moved' },
  announceMovedTop: { id: 'categories.announce.movedTop' },
  announceCannotMove: { id: 'categories.announce.cannotMove' },
  announceUndone: { id: 'categories.announce.undone' },
  dragInstructions: { id: 'categories.dragInstructions' },
});

/** Toast texts the tree machine sends by id (it cannot format). */
export const toastMessages = defineMessages({
  saved: { id: 'categories.toast.saved' },
  deleted: { id: 'categories.toast.deleted' },
  moveFailed: { id: 'categories.toast.moveFailed' },
  conflict: { id: 'categories.toast.conflict' },
  loadFailed: { id: 'categories.toast.loadFailed' },
});
