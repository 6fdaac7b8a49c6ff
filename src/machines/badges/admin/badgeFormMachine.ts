// badgeFormMachine — one badge in the editor, made by the kit's form factory and checked with the server's
// own rules (src/schemas/badge.ts) as the administrator types: load, edit, save, field errors from the
// API, a concurrent change as a conflict ("reload" or "keep mine"), leaving with unsaved changes asks.
import { badgeFormSchema } from '../../../schemas/badge';
import { createFormMachine } from '../../admin/formMachine';
import { badgeFormActors } from './badgeActors';
import { emptyBadgeFormValues, recordFromConflict, type BadgeFormValues } from './badgeValues';

export const badgeFormMachine = createFormMachine<BadgeFormValues>({
  id: 'badgeForm',
  schema: badgeFormSchema,
  // The kind is the route's: a new badge's form starts with `initial` from emptyBadgeFormValues(kind).
  empty: emptyBadgeFormValues('SYSTEM'),
  recordFromConflict,
  actors: badgeFormActors,
  messages: { saved: { id: 'badgeAdmin.form.saved' } },
});
