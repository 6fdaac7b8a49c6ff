// Where the news screens live in the URL: the list at /communication with its query, `?new` for a new item
// and `?edit=<id>` for one item. The list's parameters stay while an item is open.
export const COMMUNICATION_PATH = '/communication';

const PAGE_PARAMS = ['new', 'edit'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${COMMUNICATION_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));

export type NewsPage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

export function pageOf(search: string): NewsPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
