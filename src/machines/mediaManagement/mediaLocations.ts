// Where the media-management screens live in the URL: the list at /media-management with its query,
// `?new` for adding a medium and `?edit=<id>` for one medium. The list's own parameters stay in the
// address while a medium is open, so going back shows the same list.
export const MEDIA_MANAGEMENT_PATH = '/media-management';

const PAGE_PARAMS = ['new', 'edit'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${MEDIA_MANAGEMENT_PATH}${text ? `?${text}` : ''}`;
};

/** The list, with the query the address carries. */
export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));

export type MediaPage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

/** Which page an address shows. */
export function pageOf(search: string): MediaPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
