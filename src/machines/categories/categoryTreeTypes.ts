// The category tree machine's contract: input, context and events.
import type { ApiSettings } from '../../services/api';
import type { ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { CategoryFormRef } from './categoryFormMachine';
import type { CategoryEntry, MoveDirection, Placement, TreeKey } from './treeModel';

export interface CategoryTreeInput {
  api: ApiSettings;
  /** The locales a name is required in: the allowed ones and the default (configuration). */
  requiredLocales: readonly string[];
  defaultLocale: string;
  /** Results ("Category deleted", a move that failed) are shown here when given. */
  toasts?: ToastActorRef;
}

/** What the live region says after a move: the view words it in the reader's language. */
export type Announcement =
  | { kind: 'moved'; categoryId: string; parentId: string | null; position: number; count: number }
  | { kind: 'cannotMove'; categoryId: string; direction: MoveDirection }
  | { kind: 'moveUndone'; categoryId: string };

export interface CategoryTreeContext extends CategoryTreeInput {
  /** Every category in tree order, as the server answered (or as an unconfirmed move left it). */
  tree: CategoryEntry[];
  /** Parents whose children are hidden. */
  collapsed: string[];
  /** The focused row (a tree has one tab stop): arrow keys move it, actions apply to it. */
  selectedId: string | null;
  /** Why the tree could not be loaded. */
  problem: ProblemInfo | null;
  /** A move under way: where to, and the tree before it (restored when the server refuses). */
  move: (Placement & { id: string; expectedUpdatedAt: string; before: CategoryEntry[] }) | null;
  /** The form open (a child actor), which category (null: a new one under parentId) and its version. */
  form: CategoryFormRef | null;
  editing: { id: string | null; parentId: string | null; updatedAt: string | null } | null;
  /** The delete dialog: which category and where its content goes (undefined: not chosen yet). */
  removal: { id: string; destination: string | null | undefined; problem: ProblemInfo | null } | null;
  announcement: Announcement | null;
}

export type CategoryTreeEvent =
  | { type: 'categories.retry' }
  | { type: 'categories.select'; id: string }
  | { type: 'categories.toggle'; id: string }
  | { type: 'categories.key'; key: TreeKey }
  | { type: 'categories.moveBy'; id: string; direction: MoveDirection }
  | { type: 'categories.drop'; id: string; overId: string }
  | { type: 'categories.create'; parentId: string | null }
  | { type: 'categories.rename'; id: string }
  | { type: 'categories.delete'; id: string }
  | { type: 'categories.chooseDestination'; categoryId: string | null }
  | { type: 'categories.confirmDelete' }
  | { type: 'categories.cancelDelete' }
  | { type: 'categories.formSaved'; id: string }
  | { type: 'categories.formClosed' };
