// Where a kit area's list and editor live in the URL: the list at the area's path with its query, `?new` for
// a new record and `?edit=<id>` for one record. The list's own parameters stay in the address while a record
// is open, so going back shows the same list. Media, people, learning paths and news share it.
export type EditorPage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

const PAGE_PARAMS = ['new', 'edit'];

export function editorLocations(path: string) {
  const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
    const params = new URLSearchParams(search);
    for (const key of PAGE_PARAMS) params.delete(key);
    change(params);
    const text = params.toString();
    return `${path}${text ? `?${text}` : ''}`;
  };
  return {
    /** The list, with the query the address carries. */
    listHref: (search: string) => withParams(search, () => {}),
    newHref: (search: string) => withParams(search, (p) => p.set('new', '')),
    editHref: (search: string, id: string) => withParams(search, (p) => p.set('edit', id)),
    /** Which page an address shows. */
    pageOf(search: string): EditorPage {
      const params = new URLSearchParams(search);
      const edit = params.get('edit');
      if (edit) return { page: 'edit', id: edit };
      if (params.has('new')) return { page: 'new' };
      return { page: 'list' };
    },
  };
}
