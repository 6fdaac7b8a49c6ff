// The media-management pages with their real machines, the API calls swapped for fakes.
import { act } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import type { MediaOptions } from '../../../src/machines/mediaManagement/mediaActors';
import { mediaOptionsMachine } from '../../../src/machines/mediaManagement/mediaOptionsMachine';
import { Toaster } from '../../../src/views/admin/Toaster';
import type { MediaPageProps } from '../../../src/views/mediaManagement/pageProps';
import { api, fakeNavigation } from '../../machines/mediaManagement/fixtures';

export const OPTIONS: MediaOptions = {
  categories: [
    { id: '11111111-0000-4000-8000-000000000001', name: 'Safety', path: 'Safety', parentId: null },
    { id: '11111111-0000-4000-8000-000000000002', name: 'Fire', path: 'Safety / Fire', parentId: null },
  ],
  units: [{ id: '7', name: 'Warehouse' }],
};

/** What every page gets from the route, with fakes; `asked` lists where the page navigated. */
export function pageProps(search = '', options: MediaOptions | Error = OPTIONS) {
  const { navigation, asked } = fakeNavigation('/media-management', search);
  const toasts = createActor(toastMachine).start();
  const optionsActor = createActor(
    mediaOptionsMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => {
          if (options instanceof Error) throw options;
          return options;
        }),
      },
    }),
    { input: { api } },
  ).start();
  const props: MediaPageProps = { api, navigation, toasts, options: optionsActor, listSearch: search };
  return { props, asked, toasts, toaster: <Toaster actor={toasts} /> };
}

/** Lets pending promises (the fake API) settle inside act. */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
