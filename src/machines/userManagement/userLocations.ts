// Where the user-management screens live in the URL: the list at /user-management with its query, `?new`
// for a new account and `?edit=<id>` for one person. The list's own parameters stay in the address while a
// person is open, so going back shows the same list.
export const USER_MANAGEMENT_PATH = '/user-management';

const PAGE_PARAMS = ['new', 'edit'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${USER_MANAGEMENT_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));

export type UserPage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

export function pageOf(search: string): UserPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
