// unitFormMachine — a unit's fields, made by the kit's form factory and checked with the server's own
// schema (src/schemas/unit.ts) as the administrator types. New (id null): createUnit, with the parent
// chosen on the list as an initial value; existing: updateUnit with only the changed fields and the loaded
// updatedAt (CONFLICT: reload theirs or keep mine). Its "delete" deletes an empty unit (the server says
// what is left otherwise).
import { unitFormSchema } from '../../schemas/unit';
import { createFormMachine } from '../admin/formMachine';
import { unitFormActors } from './unitActors';
import { EMPTY_UNIT, recordFromConflict, type UnitFormValues } from './unitValues';

export const unitFormMachine = createFormMachine<UnitFormValues>({
  id: 'unitForm',
  schema: unitFormSchema,
  empty: EMPTY_UNIT,
  recordFromConflict,
  actors: unitFormActors,
  messages: { saved: { id: 'unitManagement.form.saved' }, deleted: { id: 'unitManagement.form.deleted' } },
});
