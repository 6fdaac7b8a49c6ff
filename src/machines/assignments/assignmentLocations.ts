// Where the assignment screens live in the URL: the list at /assignments with its query, `?new` to make
// one and `?id=<id>` for one assignment and its people. The list's own parameters stay in the address
// while an assignment is open, so going back shows the same list.
export const ASSIGNMENTS_PATH = '/assignments';

const PAGE_PARAMS = ['new', 'id'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${ASSIGNMENTS_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const detailHref = (search: string, id: string) => withParams(search, (p) => p.set('id', id));

export type AssignmentPage = { page: 'list' } | { page: 'new' } | { page: 'detail'; id: string };

export function pageOf(search: string): AssignmentPage {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (id) return { page: 'detail', id };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
