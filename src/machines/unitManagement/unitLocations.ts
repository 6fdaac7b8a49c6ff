// Where the unit-management screens live in the URL: the list at /unit-management with its query, `?new`
// (with `&parent=<id>` for a sub-unit) for a new unit and `?edit=<id>` for one unit. The list's own
// parameters stay in the address while a unit is open, so going back shows the same list.
export const UNIT_MANAGEMENT_PATH = '/unit-management';

const PAGE_PARAMS = ['new', 'edit', 'parent'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${UNIT_MANAGEMENT_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string, parentId?: string | null) =>
  withParams(search, (p) => {
    p.set('new', '');
    if (parentId) p.set('parent', parentId);
  });
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));

export type UnitPage =
  { page: 'list' } | { page: 'new'; parentId: string | null } | { page: 'edit'; id: string };

/** Which page an address shows. */
export function pageOf(search: string): UnitPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new', parentId: params.get('parent') || null };
  return { page: 'list' };
}
