// mediumFormMachine — a medium's descriptive fields, made by the kit's form factory and checked with
// the server's own schema (src/schemas/media.ts) as the manager types. New (id null): createMedium
// with what the upload brought as initial values; existing: updateMedium with only the changed
// fields and the loaded updatedAt (CONFLICT: reload theirs or keep mine). Its "delete" archives.
import { mediumFormSchema } from '../../schemas/media';
import { createFormMachine } from '../admin/formMachine';
import { mediumFormActors } from './mediaActors';
import { EMPTY_MEDIUM, recordFromConflict, type MediumFormValues } from './mediumValues';

export const mediumFormMachine = createFormMachine<MediumFormValues>({
  id: 'mediumForm',
  schema: mediumFormSchema,
  empty: EMPTY_MEDIUM,
  recordFromConflict,
  actors: mediumFormActors,
  messages: { saved: { id: 'mediaManagement.form.saved' }, deleted: { id: 'mediaManagement.form.archived' } },
});
