import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueMachine,
  selectCataloguePage,
  selectCatalogueStatus,
  selectCatalogueRecommendations,
  selectCategories,
  selectIsNarrowed,
  selectQuery,
} from '../../machines/learning/catalogueMachine';
import {
  mediumDetailMachine,
  selectDetail,
  selectDetailStatus,
} from '../../machines/learning/mediumDetailMachine';
import { CatalogueScreen } from './CatalogueScreen';
import { useApiSettings } from './common';
import { MediumDetailView } from './MediumDetailView';
import { PathRoute } from './PathView';
import { RoutePage } from './RoutePage';

/**
 * /catalogue: search and browse; `/catalogue?item=<id>` shows one medium's detail, `/catalogue?path=<id>`
 * one learning path's (where the learner enrols in it).
 */
export function CatalogueRoute() {
  const search = new URLSearchParams(useSearch());
  const item = search.get('item');
  const path = search.get('path');
  if (item) return <MediumDetailRoute key={item} id={item} />;
  if (path) return <PathRoute key={path} pathId={path} from="catalogue" />;
  return <CatalogueSearch />;
}

function CatalogueSearch() {
  const api = useApiSettings();
  const actor = useActorRef(catalogueMachine, { input: { api } });
  const query = useSelector(actor, selectQuery, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <RoutePage routeId="catalogue">
      <CatalogueScreen
        status={useSelector(actor, selectCatalogueStatus)}
        search={query.search}
        filter={query.filter}
        sort={query.sort}
        page={useSelector(actor, selectCataloguePage)}
        pageSize={CATALOGUE_PAGE_SIZE}
        categories={useSelector(actor, selectCategories)}
        recommendations={useSelector(actor, selectCatalogueRecommendations)}
        narrowed={useSelector(actor, selectIsNarrowed)}
        onSearch={(text) => actor.send({ type: 'catalogue.search', text })}
        onFilter={(filter) => actor.send({ type: 'catalogue.filter', filter })}
        onSort={(sort) => actor.send({ type: 'catalogue.sort', sort })}
        onPage={(offset) => actor.send({ type: 'catalogue.page', offset })}
        onClear={() => actor.send({ type: 'catalogue.clear' })}
        onRetry={() => actor.send({ type: 'catalogue.retry' })}
      />
    </RoutePage>
  );
}

function MediumDetailRoute({ id }: { id: string }) {
  const api = useApiSettings();
  const actor = useActorRef(mediumDetailMachine, { input: { api, id } });
  return (
    <MediumDetailView
      status={useSelector(actor, selectDetailStatus)}
      detail={useSelector(actor, selectDetail)}
      onEnrol={() => actor.send({ type: 'detail.enrol' })}
      onRetry={() => actor.send({ type: 'detail.retry' })}
    />
  );
}
