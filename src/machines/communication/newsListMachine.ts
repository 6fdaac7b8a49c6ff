// newsListMachine — /communication's list, made by the kit's list factory: news items searched, filtered
// by status (draft, scheduled, published, unpublished), sorted and paged on the server, the query in the URL.
import { createListMachine } from '../admin/listMachine';
import { loadNewsPage, type NewsRow } from './newsActors';
import { NEWS_LIST_QUERY } from './newsQuery';

export const newsListMachine = createListMachine<NewsRow>({
  id: 'newsList',
  ...NEWS_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadNewsPage,
});
