// Where the learning-path screens live in the URL: the list at /learning-path with its query, `?new` for a
// new path and `?edit=<id>` for one path. The list's parameters stay while a path is open.
export const LEARNING_PATH_PATH = '/learning-path';

const PAGE_PARAMS = ['new', 'edit'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${LEARNING_PATH_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));

export type PathPage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

export function pageOf(search: string): PathPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
