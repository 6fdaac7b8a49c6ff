// unitValues — the unit form's values and their way to and from the API (pure). The form checks them with
// the server's own schema (src/schemas/unit.ts); the logo is a field of its own because "keep the logo",
// "this new image" and "no logo" must differ from each other.
import type { CreateUnitInput, ManagedUnitRowFragment, UpdateUnitInput } from '../../graphql/generated';
import type { FormRecord } from '../admin/formMachine';

export type ManagedUnit = ManagedUnitRowFragment;

export interface LogoValue {
  /** The uploaded image's id when a new one was chosen; null to keep the stored one or for none. */
  fileId: string | null;
  /** What to show: the stored logo, the new image, or null. */
  url: string | null;
  /** A new image was chosen or the logo removed: send it. */
  changed: boolean;
}

export type UnitFormValues = {
  name: string;
  key: string;
  displayedId: string;
  color: string | null;
  /** Chosen when the unit is made; later a move (moveUnit) changes it. */
  parentId: string | null;
  isActive: boolean;
  logo: LogoValue;
};

export const NO_LOGO: LogoValue = { fileId: null, url: null, changed: false };

export const EMPTY_UNIT: UnitFormValues = {
  name: '',
  key: '',
  displayedId: '',
  color: null,
  parentId: null,
  isActive: true,
  logo: NO_LOGO,
};

export function recordOf(unit: ManagedUnit): FormRecord<UnitFormValues> {
  return {
    id: unit.id,
    updatedAt: unit.updatedAt,
    values: {
      name: unit.name,
      key: unit.key,
      displayedId: unit.displayedId,
      color: unit.color ?? null,
      parentId: unit.parentId ?? null,
      isActive: unit.isActive,
      logo: { fileId: null, url: unit.logoUrl ?? null, changed: false },
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A CONFLICT's `extensions.current` (the unit as the API has it now), or null when unreadable. */
export function recordFromConflict(current: unknown): FormRecord<UnitFormValues> | null {
  if (!isRecord(current) || typeof current.id !== 'string' || typeof current.updatedAt !== 'string')
    return null;
  if (typeof current.name !== 'string' || typeof current.key !== 'string') return null;
  return recordOf({ displayedId: '', isActive: true, ...current } as ManagedUnit);
}

const colorOrNull = (color: string | null) => (color === null || color.trim() === '' ? null : color);

export function createInputOf(v: UnitFormValues): CreateUnitInput {
  return {
    name: v.name,
    key: v.key,
    displayedId: v.displayedId,
    color: colorOrNull(v.color),
    parentId: v.parentId,
    isActive: v.isActive,
    ...(v.logo.fileId ? { logoFileId: v.logo.fileId } : {}),
  };
}

const UPDATABLE = ['name', 'key', 'displayedId', 'color', 'isActive'] as const;

/** Only what changed: absent fields stay as they are on the server (the parent moves through moveUnit). */
export function updateInputOf(v: UnitFormValues, changed: readonly string[]): UpdateUnitInput {
  const input: UpdateUnitInput = {};
  for (const field of UPDATABLE) {
    if (!changed.includes(field)) continue;
    if (field === 'color') input.color = colorOrNull(v.color);
    else (input as Record<string, unknown>)[field] = v[field];
  }
  if (changed.includes('logo')) input.logoFileId = v.logo.fileId;
  return input;
}
