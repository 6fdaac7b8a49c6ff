// mediumValues — the medium form's values and their way to and from the API (pure). The form checks
// them with the server's own schema (src/schemas/media.ts); the cover is a field of its own because
// "keep the cover", "this new image" and "no cover" must differ from each other.
import type {
  CreateMediumInput,
  ManagedMediumFieldsFragment,
  UpdateMediumInput,
} from '../../graphql/generated';
import type { MediumType } from '../../schemas/media';
import type { UploadedFile } from '../../services/upload';
import type { FormRecord } from '../admin/formMachine';

export type ManagedMedium = ManagedMediumFieldsFragment;

export interface CoverValue {
  /** The uploaded image's id when a new one was chosen; null to keep the stored one or for none. */
  fileId: string | null;
  /** What to show: the stored cover, the new image, or null. */
  url: string | null;
  /** A new image was chosen or the cover removed: send it. */
  changed: boolean;
}

export type MediumFormValues = {
  title: string;
  description: string;
  type: MediumType;
  language: string;
  durationMinutes: number | null;
  categoryId: string | null;
  unitId: string | null;
  /** SCORM only; null: the package's own adlcp:masteryscore. */
  masteryScore: number | null;
  published: boolean;
  /** SCORM, VIDEO, PDF: the uploaded file (fixed here; a new file is a new version). */
  fileId: string | null;
  /** LINK only. */
  externalUrl: string | null;
  cover: CoverValue;
};

export const NO_COVER: CoverValue = { fileId: null, url: null, changed: false };

export const EMPTY_MEDIUM: MediumFormValues = {
  title: '',
  description: '',
  type: 'LINK',
  language: 'en',
  durationMinutes: null,
  categoryId: null,
  unitId: null,
  masteryScore: null,
  published: false,
  fileId: null,
  externalUrl: null,
  cover: NO_COVER,
};

/** A file's name without its extension, as a first title ("fire-safety_v2.zip" → "fire safety v2"). */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  return base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The values a new medium starts with: a link, or what the upload brought. */
export function initialValues(uploaded: UploadedFile | null): Partial<MediumFormValues> {
  if (!uploaded) return { type: 'LINK', externalUrl: '' };
  const type = uploaded.kind === 'IMAGE' ? 'LINK' : uploaded.kind;
  return {
    type,
    fileId: uploaded.id,
    externalUrl: null,
    title: uploaded.scorm?.title.trim() || titleFromFileName(uploaded.originalName),
    ...(uploaded.durationSeconds
      ? { durationMinutes: Math.max(1, Math.round(uploaded.durationSeconds / 60)) }
      : {}),
  };
}

export function recordOf(medium: ManagedMedium): FormRecord<MediumFormValues> {
  return {
    id: medium.id,
    updatedAt: medium.updatedAt,
    values: {
      title: medium.title,
      description: medium.description,
      type: medium.type,
      language: medium.language,
      durationMinutes: medium.durationMinutes ?? null,
      categoryId: medium.categoryId ?? null,
      unitId: medium.unitId ?? null,
      masteryScore: medium.type === 'SCORM' ? (medium.masteryScore ?? null) : null,
      published: medium.published,
      fileId: medium.fileId ?? null,
      externalUrl: medium.type === 'LINK' ? (medium.externalUrl ?? '') : null,
      cover: { fileId: null, url: medium.coverUrl ?? null, changed: false },
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A CONFLICT's `extensions.current` (the medium as the API has it now), or null when unreadable. */
export function recordFromConflict(current: unknown): FormRecord<MediumFormValues> | null {
  if (!isRecord(current) || typeof current.id !== 'string' || typeof current.updatedAt !== 'string')
    return null;
  if (typeof current.title !== 'string' || typeof current.type !== 'string') return null;
  const medium = {
    description: '',
    language: 'en',
    published: false,
    ...current,
  } as ManagedMedium;
  return recordOf(medium);
}

const trimmedOrNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

export function createInputOf(v: MediumFormValues): CreateMediumInput {
  return {
    title: v.title,
    description: v.description,
    type: v.type,
    categoryId: v.categoryId,
    unitId: v.unitId,
    language: v.language,
    durationMinutes: v.durationMinutes,
    published: v.published,
    ...(v.type === 'LINK' ? { externalUrl: trimmedOrNull(v.externalUrl) } : { fileId: v.fileId }),
    ...(v.cover.fileId ? { coverFileId: v.cover.fileId } : {}),
    ...(v.type === 'SCORM' && v.masteryScore !== null ? { masteryScore: v.masteryScore } : {}),
  };
}

const UPDATABLE = [
  'title',
  'description',
  'categoryId',
  'unitId',
  'language',
  'durationMinutes',
  'published',
  'externalUrl',
  'masteryScore',
] as const;

/** Only what changed: absent fields stay as they are on the server. */
export function updateInputOf(v: MediumFormValues, changed: readonly string[]): UpdateMediumInput {
  const input: UpdateMediumInput = {};
  for (const field of UPDATABLE) {
    if (!changed.includes(field)) continue;
    if (field === 'externalUrl') input.externalUrl = trimmedOrNull(v.externalUrl);
    else (input as Record<string, unknown>)[field] = v[field];
  }
  if (changed.includes('cover')) input.coverFileId = v.cover.fileId;
  return input;
}
